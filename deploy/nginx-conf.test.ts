// @vitest-environment node
/**
 * deploy/nginx.conf and the TypeScript rules of the local server and `_headers` must say the same; nginx's maps are
 * evaluated here as nginx does (docs/decisions/local-server-matches-production.md).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { cacheControlFor, HASHED_ASSET_PREFIXES, IMMUTABLE, SECURITY_HEADERS } from "@/lib/security/headers";
import {
  canonicalPath,
  hasRepeatedSlashes,
  isPrecompressedCopy,
  isPrivatePath,
  normalizePath,
  PRIVATE_PATHS,
} from "@/lib/security/urls";

const conf = readFileSync(path.join(import.meta.dirname, "nginx.conf"), "utf8");

type MapEntry = { key: string; value: string };

const unquote = (token: string) => (token.startsWith('"') ? token.slice(1, -1).replace(/\\"/g, '"') : token);

/** The entries of `map <source> $<name> { … }`, and the source (`$uri`, `"$a$uri"`). */
function mapEntries(name: string, source: string): MapEntry[] {
  const map = new RegExp(`map ("[^"]*"|\\S+) \\$${name} \\{\\n([\\s\\S]*?)\\n\\s*\\}`).exec(conf);
  if (map?.[1] !== source || !map[2]) throw new Error(`deploy/nginx.conf has no map ${source} $${name}`);
  const body = map[2];
  return body
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const entry = /^("(?:[^"\\]|\\.)*"|\S+)\s+("(?:[^"\\]|\\.)*"|\S+);$/.exec(line);
      if (!entry?.[1] || entry[2] === undefined) throw new Error(`unreadable map line: ${line}`);
      return { key: unquote(entry[1]), value: unquote(entry[2]) };
    });
}

/** nginx's map lookup: an exact key, else the first matching regular expression, else the default. */
function lookUp(entries: MapEntry[], uri: string): string {
  const exact = entries.find(({ key }) => !key.startsWith("~") && key !== "default" && key === uri);
  if (exact) return exact.value;
  for (const { key, value } of entries.filter((entry) => entry.key.startsWith("~"))) {
    const match = new RegExp(key.slice(1)).exec(uri);
    if (match) return value.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? "");
  }
  return entries.find(({ key }) => key === "default")?.value ?? "";
}

const SAMPLE_PATHS = [
  "/",
  "/index",
  "/index/",
  "/index.html",
  "/index.html/",
  "/index.txt",
  "/membership",
  "/membership.html",
  "/membership/",
  "/membership.html/",
  "/wup-awards/winners",
  "/wup-awards/winners/",
  "/wup-awards/winners.html",
  "/foo.html.html",
  "/404",
  "/404.html",
  "/404/",
  "/_csp.map",
  "/_csp.json",
  "/_csp.map/",
  "/_headers",
  "/_headersx",
  "/4040",
  "/_astro/index.a1b2.js",
  "/_astro/figtree-latin-wght-normal.a1b2.woff2",
  "/_astro/hero.a1b2.webp",
  "/generated/og/default.png",
  "/generated/images/home/a.webp",
  "/generated/",
  "/icon.svg",
  "/favicon.ico",
  "/robots.txt",
  "/sitemap.xml",
  "/sitemap.xml/",
  "/calendar/symposium.ics",
  "/board-of-directors/flags/nz.svg",
  "/regions/world-map.svg",
  "/a.jpg",
  "/a.jpeg",
  "/analytics.js",
  "/pagefind/pagefind.js",
  "/pagefind/wasm.en.pagefind",
  "/pagefind/pagefind-entry.json",
  "/foo\rX-Injected: yes.html",
  "/foo\r\nX-Injected: yes/",
  "/\\evil.example/",
  "/\\evil.example.html",
  "//evil.example/",
  "/a b/",
  "/é/",
  "/.html",
  "/.hidden/",
];

/** Request targets as sent (before nginx decodes and merges them into $uri). */
const RAW_TARGETS = [
  "/",
  "//",
  "///",
  "/membership",
  "//membership",
  "//membership/",
  "/wup-awards//winners",
  "/wup-awards///winners?tab=europe",
  "/wup-awards/winners?next=//evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/a%2Fb",
  "//evil.example",
  "///evil.example/",
  "//\\evil.example",
  "//%5Cevil.example",
  "//%0d%0aX-Injected:%20yes",
  "//_csp.map",
  "//404",
  "//index.html",
];

describe("deploy/nginx.conf agrees with lib/security", () => {
  it("sends exactly the security headers of SECURITY_HEADERS, on every response", () => {
    const fixed = [...conf.matchAll(/^\s*add_header (\S+) "([^"$]*)"( always)?;$/gm)];
    expect(Object.fromEntries(fixed.map(([, name = "", value]) => [name, value]))).toEqual(SECURITY_HEADERS);
    expect(fixed.every(([, , , always]) => always)).toBe(true);
    expect(SECURITY_HEADERS["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  });

  it("lists exactly the hashed-asset prefixes of HASHED_ASSET_PREFIXES as immutable, for a file's own answer only", () => {
    const immutable = mapEntries("cache_control", '"$status $uri"').filter(
      ({ value }) => value === IMMUTABLE,
    );
    const prefixes = immutable.map(({ key }) => {
      const prefix = /^~\^\(\?:2\\d\\d\|304\) (\/[\w/-]+\/)$/.exec(key)?.[1];
      if (!prefix) throw new Error(`immutable rule is not a plain prefix for 2xx and 304: ${key}`);
      return prefix;
    });
    expect(prefixes.sort()).toEqual([...HASHED_ASSET_PREFIXES].sort());
  });

  it("answers the same Cache-Control for every path and status", () => {
    const entries = mapEntries("cache_control", '"$status $uri"');
    for (const status of [200, 204, 206, 301, 302, 304, 400, 403, 404, 405, 500])
      for (const uri of SAMPLE_PATHS)
        expect(lookUp(entries, `${status} ${uri}`), `${status} ${uri}`).toBe(cacheControlFor(uri, status));
    expect(lookUp(entries, "301 /_astro/index.a1b2.js/")).toBe("no-cache");
    expect(lookUp(entries, "404 /_astro/index.a1b2.js")).toBe("no-cache");
    expect(lookUp(entries, "304 /_astro/index.a1b2.js")).toBe(IMMUTABLE);
  });

  it("redirects the same paths to the same canonical URLs, with and without repeated slashes", () => {
    const entries = mapEntries("canonical_uri", '"$repeated_slashes$uri"');
    for (const uri of SAMPLE_PATHS) {
      expect(lookUp(entries, uri), uri).toBe(canonicalPath(uri) ?? "");
      expect(lookUp(entries, `1${uri}`), `repeated slashes, ${uri}`).toBe(
        canonicalPath(uri, { repeatedSlashes: true }) ?? "",
      );
    }
  });

  it("sees repeated slashes in the same raw requests", () => {
    const entries = mapEntries("repeated_slashes", "$request_uri");
    for (const target of RAW_TARGETS) {
      const rawPath = target.split("?")[0] ?? "";
      expect(lookUp(entries, target), target).toBe(hasRepeatedSlashes(rawPath) ? "1" : "");
    }
  });

  it("answers a path with repeated slashes with its canonical URL, never one off the site", () => {
    const entries = mapEntries("canonical_uri", '"$repeated_slashes$uri"');
    for (const target of RAW_TARGETS) {
      const rawPath = target.split("?")[0] ?? "";
      const uri = normalizePath(rawPath);
      if (uri === undefined) continue;
      const location = lookUp(entries, `${hasRepeatedSlashes(rawPath) ? "1" : ""}${uri}`);
      if (location) expect(location, target).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    }
    expect(lookUp(entries, "1/membership")).toBe("/membership");
    expect(lookUp(entries, "1/wup-awards/winners")).toBe("/wup-awards/winners");
  });

  it("keys each answer's policy by its $uri, and a redirect's by nothing (the map's default: no page's)", () => {
    const entries = mapEntries("csp_key", "$canonical_uri");
    expect(lookUp(entries, "")).toBe("$uri");
    expect(lookUp(entries, "/membership")).toBe("");
    expect(conf).toContain("include /srv/worldurbanparks/out/_csp.map;");
    expect(conf).toMatch(/add_header Content-Security-Policy \$page_csp always;/);
  });

  it("refuses the same private paths", () => {
    const location = /location ~ (\S+) \{\s*return 404;\s*\}/.exec(conf)?.[1];
    if (!location)
      throw new Error("deploy/nginx.conf has no `location ~ … { return 404; }` for private paths");
    const privatePattern = new RegExp(location);
    for (const uri of [...SAMPLE_PATHS, ...PRIVATE_PATHS])
      expect(privatePattern.test(uri) || uri === "/404.html", uri).toBe(isPrivatePath(uri));
    // The 404 page itself is only reachable internally, as the answer to unknown paths.
    expect(conf).toMatch(/location = \/404\.html \{ internal; \}/);
  });

  it("sends the build's compressed copies in their file's place and refuses them under their own names", () => {
    expect(conf).toMatch(/^load_module \S+\/ngx_http_brotli_static_module\.so;$/m);
    expect(conf).toMatch(/^\s*brotli_static on;$/m);
    expect(conf).toMatch(/^\s*gzip_static on;$/m);
    const patterns = Array.from(
      conf.matchAll(/location ~ (\S+) \{\s*return 404;\s*\}/g),
      (match) => new RegExp(match[1] ?? "$^"),
    );
    const refused = (uri: string) => patterns.some((pattern) => pattern.test(uri));
    for (const uri of [
      ...SAMPLE_PATHS,
      "/index.html.br",
      "/_astro/client.Ab1.js.gz",
      "/sitemap.xml.br",
      "/a.brand",
    ])
      expect(refused(uri) || isPrivatePath(uri), uri).toBe(isPrecompressedCopy(uri) || isPrivatePath(uri));
  });
});
