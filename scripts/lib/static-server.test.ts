// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  cspJson,
  nginxCspMap,
  sitePolicies,
  staticHostHeaders,
  type SitePolicies,
} from "@/lib/security/header-files";
import { FILE_POLICY, IMMUTABLE, SCRIPT_FILE_POLICY, SECURITY_HEADERS } from "@/lib/security/headers";
import { HOSTILE_TARGETS, isOnSiteLocation, rawRequest } from "@/test/raw-http";

import { createStaticServer, listen } from "./static-server";

const page = (title: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>${title}</title></head><body><h1>${title}</h1><script>self.page=${JSON.stringify(title)}</script></body></html>`;

let root: string;
let out: string;
let server: http.Server;
let port: number;
let policies: SitePolicies;

const url = (target: string) => `http://127.0.0.1:${port}${target}`;
const get = (target: string, init: RequestInit = {}) => fetch(url(target), { redirect: "manual", ...init });
const policyOf = (route: string) => policies.pages.find((entry) => entry.route === route)?.csp;

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  writeFileSync(path.join(out, file), content);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "wup-static-server-"));
  out = path.join(root, "out");
  const pages = {
    "index.html": page("Home"),
    "blog.html": page("Blog"),
    "wup-awards.html": page("Awards"),
    "wup-awards/winners.html": page("Winners"),
    "404.html": page("404 Page Not Found"),
  };
  for (const [file, html] of Object.entries(pages)) write(file, html);
  policies = sitePolicies(
    Object.entries(pages).map(([file, html]) => ({ file, html })),
    { feedOrigin: "https://blog.example.org", hasAnalytics: false },
  );
  write("_csp.json", cspJson(policies));
  write("_csp.map", nginxCspMap(policies));
  write("_headers", staticHostHeaders(policies, ["_astro/client.a1b2.js"]));
  write("_astro/client.a1b2.js", "console.log(1)");
  write("_astro/index.c3d4.css", "body{}");
  write("generated/og/default.png", "png");
  write("robots.txt", "User-agent: *");
  write("pagefind/pagefind.js", "export {}");
  write("calendar/symposium.ics", "BEGIN:VCALENDAR");
  // The build's compressed copies (scripts/lib/precompress.ts) of one page and one script.
  for (const file of ["wup-awards.html", "_astro/client.a1b2.js"]) {
    const content = file.endsWith(".html") ? pages["wup-awards.html"] : "console.log(1)";
    writeFileSync(path.join(out, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(out, `${file}.gz`), gzipSync(content));
  }
  writeFileSync(path.join(root, "secret.txt"), "outside out/");
  server = createStaticServer(out);
  await listen(server, 0);
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

function expectSecurityHeaders(response: Response, label: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(response.headers.get(name), `${name} on ${label}`).toBe(value);
}

describe("the local static server", () => {
  it.each(["/", "/blog", "/wup-awards", "/wup-awards/winners"])(
    "serves %s with its own CSP, the security headers and no-cache",
    async (route) => {
      const response = await get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("content-security-policy")).toBe(policyOf(route));
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expectSecurityHeaders(response, route);
      expect(await response.text()).toContain("<h1>");
    },
  );

  it("caches as nginx does: hashed assets a year, generated images a day, other files an hour", async () => {
    for (const [target, cacheControl, type] of [
      ["/_astro/client.a1b2.js", IMMUTABLE, "application/javascript; charset=utf-8"],
      ["/_astro/index.c3d4.css", IMMUTABLE, "text/css; charset=utf-8"],
      ["/generated/og/default.png", "public, max-age=86400", "image/png"],
      ["/robots.txt", "public, max-age=3600", "text/plain; charset=utf-8"],
      ["/calendar/symposium.ics", "public, max-age=3600", "text/calendar"],
      ["/pagefind/pagefind.js", "no-cache", "application/javascript; charset=utf-8"],
    ] as const) {
      const response = await get(target);
      expect(response.status, target).toBe(200);
      expect(response.headers.get("cache-control"), target).toBe(cacheControl);
      expect(response.headers.get("content-type"), target).toBe(type);
      expect(response.headers.get("content-security-policy"), target).toBe(
        target.endsWith(".js") ? SCRIPT_FILE_POLICY : FILE_POLICY,
      );
      expectSecurityHeaders(response, target);
    }
  });

  it("answers every file that is not a page, every redirect and every refusal under a policy that runs no script", async () => {
    write("photo.svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [target, init, status] of [
      ["/photo.svg", {}, 200],
      ["/robots.txt", {}, 200],
      ["/generated/og/default.png", {}, 200],
      ["/blog/", {}, 301],
      ["//blog", {}, 301],
      ["/blog", { method: "POST" }, 405],
    ] as const) {
      const response = await get(target, init);
      expect(response.status, target).toBe(status);
      expect(response.headers.get("content-security-policy"), target).toBe(FILE_POLICY);
    }
    expect(FILE_POLICY).toMatch(/^default-src 'none';.*; sandbox$/);
    expect(FILE_POLICY).not.toMatch(/script-src/);
    const bad = await rawRequest(port, "/%E0%A4%A");
    expect(bad.status).toBe(400);
    expect(bad.headers).toContainEqual(["content-security-policy", FILE_POLICY]);
  });

  it.each([
    "/no-such-page",
    "/wup-awards/2031",
    "/pagefind",
    "/_csp.map",
    "/_csp.json",
    "/_headers",
    "/404",
    "/404.html",
    "/wup-awards/winners.html/extra",
    "/_astro/no-such-file.a1b2.js",
  ])("answers %s with the 404 page, status 404 and the default CSP", async (target) => {
    const response = await get(target);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("404 Page Not Found");
    expect(response.headers.get("content-security-policy")).toBe(policies.notFound.csp);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expectSecurityHeaders(response, target);
  });

  it("redirects to the canonical URL, keeping the query", async () => {
    for (const [from, to] of [
      ["/blog.html", "/blog"],
      ["/blog/", "/blog"],
      ["/blog.html/", "/blog"],
      ["/wup-awards/winners/", "/wup-awards/winners"],
      ["/index.html", "/"],
      ["/index", "/"],
      ["/index/", "/"],
      ["/blog.html?ref=news&a=%0d%0a", "/blog?ref=news&a=%0d%0a"],
      ["/_astro/client.a1b2.js/", "/_astro/client.a1b2.js"],
      ["/_astro/", "/_astro"],
      ["//blog/", "/blog"],
      ["//blog", "/blog"],
      ["/wup-awards//winners", "/wup-awards/winners"],
      ["/wup-awards//winners?tab=europe", "/wup-awards/winners?tab=europe"],
      ["//", "/"],
      ["//evil.example", "/evil.example"],
    ] as const) {
      const response = await rawRequest(port, from);
      expect(response.status, from).toBe(301);
      expect(response.location, from).toBe(to);
      expect(response.headers, from).toContainEqual(["cache-control", "no-cache"]);
    }
  });

  it("lets no hostile URL inject a header or redirect off the site (raw requests)", async () => {
    for (const target of HOSTILE_TARGETS) {
      const response = await rawRequest(port, target);
      expect([301, 400, 404], target).toContain(response.status);
      const names = response.headers.map(([name]) => name);
      expect(names, target).not.toContain("x-injected");
      expect(names, target).not.toContain("set-cookie");
      expect(response.head, target).not.toMatch(/[\r\n](?:X-Injected|Set-Cookie)/i);
      if (response.location !== undefined)
        expect(isOnSiteLocation(response.location), `${target} → ${JSON.stringify(response.location)}`).toBe(
          true,
        );
    }
  });

  it("serves nothing outside its directory", async () => {
    for (const target of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/..%2Fsecret.txt",
      "/a/../../secret.txt",
    ]) {
      const response = await rawRequest(port, target);
      expect([400, 404], target).toContain(response.status);
    }
  });

  it("answers HEAD without a body, refuses other methods, and revalidates with ETag", async () => {
    const head = await get("/blog", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-security-policy")).toBe(policyOf("/blog"));
    expect(await head.text()).toBe("");

    const post = await get("/blog", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");

    const etag = head.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await get("/blog", { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBe(policyOf("/blog"));
  });

  it("repeats a hashed file's Cache-Control when it revalidates it (304)", async () => {
    const file = await get("/_astro/client.a1b2.js");
    const again = await get("/_astro/client.a1b2.js", {
      headers: { "If-None-Match": file.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe(IMMUTABLE);
  });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", null],
  ])(
    "sends a file's compressed copy to a browser that accepts %s, as nginx does",
    async (accept, encoding) => {
      for (const target of ["/wup-awards", "/_astro/client.a1b2.js"]) {
        const response = await get(target, { headers: { "Accept-Encoding": accept } });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-encoding"), target).toBe(encoding);
        expect(response.headers.get("vary"), target).toBe("Accept-Encoding");
        expect(await response.text(), target).toBe(
          target === "/wup-awards" ? page("Awards") : "console.log(1)",
        );
      }
      const uncompressed = await get("/blog", { headers: { "Accept-Encoding": accept } });
      expect(uncompressed.headers.get("content-encoding")).toBeNull();
    },
  );

  it("gives the compressed copies no URL of their own", async () => {
    for (const target of [
      "/wup-awards.html.br",
      "/wup-awards.html.gz",
      "/_astro/client.a1b2.js.br",
      "/_astro/client.a1b2.js.gz",
      "/wup-awards.html%2Ebr",
      "/wup-awards%2Ehtml.gz",
    ]) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      expect(await response.text(), target).toContain("404 Page Not Found");
    }
  });
});
