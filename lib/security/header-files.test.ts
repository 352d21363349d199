// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  cspJson,
  nginxCspMap,
  parseCspJson,
  sitePolicies,
  STATIC_HOST_LIMITS,
  staticHostHeaders,
  withMetaPolicy,
} from "./header-files";
import {
  FILE_POLICY,
  HASHED_ASSET_PREFIXES,
  IMMUTABLE,
  SCRIPT_FILE_POLICY,
  SECURITY_HEADERS,
} from "./headers";

const page = (script: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title></head><body><script>${script}</script></body></html>`;

const FEED = "https://blog.example.org";
const files = [
  { file: "index.html", html: page("self.home=1") },
  { file: "blog.html", html: page("self.blog=1") },
  { file: "wup-awards\\winners.html", html: page("self.winners=1") },
  { file: "404.html", html: page("self.notFound=1") },
];
const policies = sitePolicies(files, { feedOrigin: FEED, hasAnalytics: false });
/** The site's other files, as paths in out/. */
const otherFiles = [
  "_astro/index.a1b2.js",
  "_astro/chunks/react.e5f6.js",
  "_astro/index.c3d4.css",
  "_astro/figtree.g7h8.woff2",
  "generated/og/default.png",
  "generated/images/home/a.webp",
  "icon.svg",
  "robots.txt",
  "sitemap.xml",
  "pagefind/pagefind.js",
  "pagefind/fragment/en_a1b2.pf_fragment",
  "calendar/symposium.ics",
];

type Block = { path: string; headers: [string, string][] };

/** Reads `_headers` as Netlify and Cloudflare Pages do: a path, then its indented "Name: value" lines. */
function parseHeadersFile(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!/^\s/.test(line)) {
      blocks.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    blocks.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return blocks;
}

/** Whether a `_headers` path matches a URL path ("*" matches anything, slashes included). */
function matches(rule: string, path: string): boolean {
  const pattern = rule.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${pattern.join(".*")}$`).test(path);
}

/** The headers a host that combines matching rules (Cloudflare Pages) sends for a path. */
function combined(blocks: Block[], path: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const block of blocks.filter((candidate) => matches(candidate.path, path)))
    for (const [name, value] of block.headers) headers.set(name, [...(headers.get(name) ?? []), value]);
  return headers;
}

const scriptSources = (policy: string) => /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1];
const defaultSources = (policy: string) => /(?:^|; )default-src ([^;]*)/.exec(policy)?.[1];

describe("sitePolicies", () => {
  it("gives every public page its own policy and leaves out the 404 page and the framework's private ones", () => {
    expect(policies.pages.map(({ route, file }) => [route, file])).toEqual([
      ["/blog", "blog.html"],
      ["/", "index.html"],
      ["/wup-awards/winners", "wup-awards/winners.html"],
    ]);
    expect(policies.notFound.file).toBe("404.html");
    expect(scriptSources(policies.notFound.csp)).toMatch(/^'self' 'wasm-unsafe-eval' 'sha256-[^ ]+'$/);
  });

  it("fails when there is no 404 page", () => {
    expect(() => sitePolicies(files.slice(0, 2), { feedOrigin: FEED, hasAnalytics: false })).toThrow(
      "404.html",
    );
  });

  it("round-trips through _csp.json", () => {
    expect(parseCspJson(cspJson(policies))).toEqual(policies);
    expect(() => parseCspJson('{"pages":[]}')).toThrow("rebuild");
  });
});

describe("the nginx map", () => {
  it("keys each page by its route and its file, the 404 page by its file, and gives anything else a file's policy", () => {
    const map = nginxCspMap(policies);
    expect(map).toContain("map $csp_key $page_csp {");
    expect(map).toContain(`default "${FILE_POLICY}";`);
    expect(map).toContain(`"~\\\\.(?:js|mjs)$" "${SCRIPT_FILE_POLICY}";`);
    expect(map).toContain(`"/404.html" "${policies.notFound.csp}";`);
    expect(map).toContain(`"/wup-awards/winners" "${policies.pages[2]?.csp}";`);
    expect(map).toContain(`"/wup-awards/winners.html" "${policies.pages[2]?.csp}";`);
    expect(map).toContain(`"/index.html" "${policies.pages[1]?.csp}";`);
  });
});

describe("_headers for static hosts", () => {
  const text = staticHostHeaders(policies, otherFiles);
  const blocks = parseHeadersFile(text);

  it("sends the security headers on every path", () => {
    const all = blocks.find((block) => block.path === "/*");
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(all?.headers).toContainEqual([name, value]);
    for (const path of ["/", "/blog", "/no-such-page", "/_astro/index.a1b2.js"])
      for (const name of Object.keys(SECURITY_HEADERS))
        expect(combined(blocks, path).get(name), path).toHaveLength(1);
  });

  it("gives each page its own policy, which the policy on every path cannot narrow when a host combines the two", () => {
    for (const entry of policies.pages) {
      const sent = combined(blocks, entry.route).get("Content-Security-Policy") ?? [];
      expect(sent, entry.route).toContain(entry.csp);
      const others = sent.filter((policy) => policy !== entry.csp);
      for (const other of others) {
        // Scripts are decided by script-src, or default-src without it: the other policy has neither.
        expect(scriptSources(other), entry.route).toBeUndefined();
        expect(defaultSources(other), entry.route).toBeUndefined();
        // Every other directive it has is the page's own, word for word.
        for (const directive of other.split("; "))
          expect(entry.csp.split("; "), entry.route).toContain(directive);
      }
    }
  });

  it("sends no policy of another page on any page, and only the shared directives on unknown paths", () => {
    const unknown = combined(blocks, "/no-such-page").get("Content-Security-Policy");
    expect(unknown).toEqual([policies.baseline]);
    expect(policies.baseline).toContain("frame-ancestors 'none'");
    expect(policies.baseline).toContain("object-src 'none'");
    for (const entry of policies.pages) {
      const sent = combined(blocks, entry.route).get("Content-Security-Policy") ?? [];
      expect(
        sent.filter((policy) => scriptSources(policy) !== undefined),
        entry.route,
      ).toEqual([entry.csp]);
    }
  });

  it("caches hashed assets for a year and revalidates pages, with one Cache-Control per path", () => {
    for (const file of otherFiles.filter((name) =>
      HASHED_ASSET_PREFIXES.some((prefix) => `/${name}`.startsWith(prefix)),
    ))
      expect(combined(blocks, `/${file}`).get("Cache-Control"), file).toEqual([IMMUTABLE]);
    expect(combined(blocks, "/generated/og/default.png").get("Cache-Control")).toEqual([
      "public, max-age=86400",
    ]);
    for (const entry of policies.pages)
      expect(combined(blocks, entry.route).get("Cache-Control"), entry.route).toEqual(["no-cache"]);
    for (const path of ["/no-such-page", "/robots.txt", "/pagefind/pagefind.js"])
      expect(combined(blocks, path).get("Cache-Control") ?? [], path).toHaveLength(0);
  });

  it("keeps no redirect under a hashed folder for a year, as far as a path can tell", () => {
    for (const path of [
      "/_astro/index.a1b2.js/",
      "/_astro/",
      "/_astro",
      "/_astro/chunks/",
      "/_astro/index.a1b2.js.html",
    ])
      expect(combined(blocks, path).get("Cache-Control") ?? [], path).not.toContain(IMMUTABLE);
  });

  it("gives every file that is not a page a policy that runs no script, and no page a file's policy", () => {
    for (const file of otherFiles) {
      const sent = combined(blocks, `/${file}`).get("Content-Security-Policy");
      expect(sent, file).toEqual([
        policies.baseline,
        file.endsWith(".js") ? SCRIPT_FILE_POLICY : FILE_POLICY,
      ]);
    }
    for (const path of ["/photo.svg", "/uploads/2025/photo.svg", "/a/b/c.xml"])
      expect(combined(blocks, path).get("Content-Security-Policy"), path).toContain(FILE_POLICY);
    for (const entry of policies.pages) {
      const sent = combined(blocks, entry.route).get("Content-Security-Policy") ?? [];
      expect(sent, entry.route).not.toContain(FILE_POLICY);
      expect(sent, entry.route).not.toContain(SCRIPT_FILE_POLICY);
    }
    expect(() =>
      staticHostHeaders(
        { ...policies, pages: [{ route: "/feed.xml", file: "feed.xml.html", csp: "x" }] },
        otherFiles,
      ),
    ).toThrow("/feed.xml");
  });

  it("has no rule for the 404 page's own name", () => {
    expect(blocks.map((block) => block.path)).not.toContain("/404");
  });

  it("stays within Cloudflare Pages' limits, and fails the build rather than exceed them", () => {
    expect(blocks.length).toBeLessThanOrEqual(STATIC_HOST_LIMITS.rules);
    const many = {
      ...policies,
      pages: Array.from({ length: 100 }, (_, index) => ({
        route: `/p${index}`,
        file: `p${index}.html`,
        csp: "x",
      })),
    };
    expect(() => staticHostHeaders(many, otherFiles)).toThrow("100");
    const long = { ...policies, pages: [{ route: "/p", file: "p.html", csp: "x".repeat(2001) }] };
    expect(() => staticHostHeaders(long, otherFiles)).toThrow("2000");
  });
});

describe("withMetaPolicy", () => {
  const policy = policies.notFound.csp;

  it("puts the policy right after <meta charset>, before any script, without the header-only frame-ancestors", () => {
    const html = withMetaPolicy(page("self.notFound=1"), policy);
    const meta = '<meta http-equiv="Content-Security-Policy" content="';
    expect(html.indexOf(meta)).toBe(
      html.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length,
    );
    expect(html.indexOf(meta)).toBeLessThan(html.indexOf("<script"));
    expect(html).toContain(`${meta}${policy.replace("; frame-ancestors 'none'", "")}"/>`);
  });

  it("replaces the one a previous run added", () => {
    const once = withMetaPolicy(page("x"), policy);
    expect(withMetaPolicy(once, policy)).toBe(once);
  });

  it("falls back to just after <head>", () => {
    expect(withMetaPolicy("<html><head><title>t</title></head></html>", "default-src 'self'")).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>t</title></head></html>`,
    );
  });
});
