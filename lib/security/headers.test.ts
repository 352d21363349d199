// @vitest-environment node
import { describe, expect, it } from "vitest";

import { contentSecurityPolicy } from "./headers";

const FEED = "https://blog.example.org";
const policy = (hasAnalytics: boolean) =>
  contentSecurityPolicy({ scriptHashes: ["sha256-abc"], feedOrigin: FEED, hasAnalytics });

const sourcesOf = (csp: string, directive: string) =>
  new RegExp(`(?:^|; )${directive} ([^;]*)`).exec(csp)?.[1]?.split(" ") ?? [];

/**
 * Whether a host source (CSP Level 3 §6.7.2.5-8) allows a URL: same scheme, the host or a
 * subdomain of a `*.` host, and the path exactly (a path ending in "/" as a prefix); a source
 * without a path allows the whole host. The query is never part of the match.
 */
function allows(sources: readonly string[], url: string): boolean {
  const target = new URL(url);
  return sources.some((source) => {
    const match = /^(https?):\/\/(\*\.)?([^/:]+)(\/.*)?$/.exec(source);
    if (!match) return false;
    const [, scheme, wildcard, host = "", path] = match;
    if (`${scheme}:` !== target.protocol) return false;
    if (wildcard ? !target.hostname.endsWith(`.${host}`) : target.hostname !== host) return false;
    if (!path) return true;
    return path.endsWith("/") ? target.pathname.startsWith(path) : target.pathname === path;
  });
}

describe("the analytics part of a page's policy", () => {
  const withAnalytics = policy(true);

  it("lets a page run Google's tag and no other script from Google's hosts", () => {
    const scripts = sourcesOf(withAnalytics, "script-src");
    expect(allows(scripts, "https://www.googletagmanager.com/gtag/js?id=G-TEST12345")).toBe(true);
    for (const url of [
      "https://www.googletagmanager.com/gtm.js?id=GTM-OTHER",
      "https://www.googletagmanager.com/gtag/destination?id=G-TEST12345",
      "https://www.googletagmanager.com/gtag/js/extra.js",
      "https://www.google-analytics.com/analytics.js",
      "https://evil.googletagmanager.com/gtag/js",
    ])
      expect(allows(scripts, url), url).toBe(false);
  });

  it("lets the tag send hits to the collection endpoint of every region, by request or pixel, and nothing else", () => {
    for (const directive of ["connect-src", "img-src"]) {
      const sources = sourcesOf(withAnalytics, directive);
      for (const url of [
        "https://region1.google-analytics.com/g/collect?v=2&tid=G-TEST12345",
        "https://www.google-analytics.com/g/collect?v=2",
        "https://region1.analytics.google.com/g/collect?v=2",
        "https://www.googletagmanager.com/td?id=G-TEST12345",
      ])
        expect(allows(sources, url), `${directive} ${url}`).toBe(true);
      for (const url of [
        "https://www.google-analytics.com/j/collect",
        "https://www.googletagmanager.com/gtag/js",
        "https://stats.g.doubleclick.net/g/collect",
      ])
        expect(allows(sources, url), `${directive} ${url}`).toBe(false);
    }
  });

  it("names every Google source with a path, and none without analytics", () => {
    const google = withAnalytics.split(/[; ]+/).filter((token) => /google/.test(token));
    expect(google.length).toBeGreaterThan(0);
    for (const source of google) expect(source, source).toMatch(/^https:\/\/[^/]+\/.+/);
    expect(policy(false)).not.toMatch(/google/);
  });
});
