import { randomUUID } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { isOnSiteLocation, rawRequest, type RawResponse } from "@/test/raw-http";

import { expect, test } from "./fixtures";

/**
 * The same probes, as raw requests, against each server of out/: the local server (`npm start`)
 * and nginx with deploy/nginx.conf. What a page, a script, an image, a redirect and an unknown path
 * answer: who may load it, how long it is cached, which policy it runs under.
 */

const header = (response: RawResponse, name: string) =>
  response.headers.find(([key]) => key === name.toLowerCase())?.[1];

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...values]) => [name, values]),
  );
}

/** A policy under which a document runs no script at all: sandboxed without scripts, nothing as a default. */
function forbidsScript(policy: string | undefined): boolean {
  const parsed = directives(policy);
  return (
    parsed.has("sandbox") &&
    !parsed.get("sandbox")?.includes("allow-scripts") &&
    parsed.get("default-src")?.join(" ") === "'none'" &&
    !parsed.has("script-src")
  );
}

/** A page's own policy: scripts from the site and the page's hashed inline scripts only. */
const isPagePolicy = (policy: string | undefined) =>
  /(?:^|; )script-src 'self' 'wasm-unsafe-eval' 'sha256-/.test(policy ?? "");

/** One of the site's hashed scripts, as the home page loads it. */
function hashedScript(): string {
  const html = readFileSync("out/index.html", "utf8");
  const script = /"(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error("out/index.html loads no script from /_astro/");
  return script;
}

const IMMUTABLE = /\bimmutable\b/;

/** Registers the probes for the server of out/ on `port` (its base URL is the test's baseURL). */
export function headerProbes(port: number): void {
  const get = (target: string) => rawRequest(port, target);

  test("every answer may be loaded by the site's own pages only (CORP same-origin)", async () => {
    for (const target of ["/membership", hashedScript(), "/icon.svg", "/no-such-page", "/membership/"]) {
      const response = await get(target);
      expect(header(response, "Cross-Origin-Resource-Policy"), target).toBe("same-origin");
    }
  });

  test("a path with repeated slashes redirects to its canonical URL, never off the site", async () => {
    for (const [from, to] of [
      ["//membership", "/membership"],
      ["/wup-awards//winners", "/wup-awards/winners"],
      ["/wup-awards///winners?tab=europe", "/wup-awards/winners?tab=europe"],
      ["//membership/", "/membership"],
      ["//", "/"],
      ["//evil.example", "/evil.example"],
      ["///evil.example/", "/evil.example"],
      ["/%2F%2Fevil.example", "/evil.example"],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.location, from).toBe(to);
      expect(isOnSiteLocation(response.location ?? ""), from).toBe(true);
    }
  });

  test("only a hashed file's own answer is cached for a year, not a redirect or a 404 under its folder", async ({
    request,
  }) => {
    const script = hashedScript();
    const file = await get(script);
    expect(file.status).toBe(200);
    expect(header(file, "Cache-Control")).toBe("public, max-age=31536000, immutable");

    const etag = header(file, "ETag") ?? "";
    // The same representation as the probe's (no Accept-Encoding): each encoding has its own ETag.
    const revalidated = await request.get(script, {
      headers: { "If-None-Match": etag, "Accept-Encoding": "identity" },
    });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    for (const [target, status] of [
      [`${script}/`, 301],
      ["/_astro/no-such-file.a1b2c3.js", 404],
      ["/_astro/", 301],
    ] as const) {
      const response = await get(target);
      expect(response.status, target).toBe(status);
      expect(header(response, "Cache-Control") ?? "", target).not.toMatch(IMMUTABLE);
    }
  });

  test("every file that is not a page runs no script; pages and the 404 page keep their own policy", async () => {
    for (const target of ["/icon.svg", "/robots.txt", "/sitemap.xml", "/membership/", "//membership"]) {
      const response = await get(target);
      expect(forbidsScript(header(response, "Content-Security-Policy")), target).toBe(true);
    }
    // A script's own policy is the one a worker started from it runs under (the site search's):
    // no page's inline scripts, nothing from anywhere else.
    const script = await get(hashedScript());
    const scriptPolicy = directives(header(script, "Content-Security-Policy"));
    expect(scriptPolicy.get("default-src")).toEqual(["'none'"]);
    expect(scriptPolicy.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);

    for (const target of ["/membership", "/", "/no-such-page", "/_astro/no-such-file.a1b2c3.js"]) {
      const response = await get(target);
      expect(isPagePolicy(header(response, "Content-Security-Policy")), target).toBe(true);
    }
  });

  test("a build without an analytics id serves no analytics code", async () => {
    expect((await get("/analytics.js")).status).toBe(404);
  });

  test.describe("in Chromium", () => {
    // Expected: the browser's own messages for the blocked scripts, and for the favicon it asks for
    // from the sandboxed document's opaque origin, which Cross-Origin-Resource-Policy refuses.
    test.use({
      allowedConsoleErrors: [/Content Security Policy|sandbox|404 \(Not Found\)|ERR_BLOCKED_BY_RESPONSE/i],
    });

    // An SVG "photo" with an inline script and one that loads a script from the site itself.
    const name = `e2e-probe-${randomUUID()}`;
    const files = {
      [`${name}.js`]: `document.documentElement.setAttribute("data-loaded", "yes");`,
      [`${name}.svg`]: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.documentElement.setAttribute("data-inline", "yes")</script><script href="/${name}.js"/></svg>`,
    };
    test.beforeAll(() => {
      for (const [file, content] of Object.entries(files)) writeFileSync(path.join("out", file), content);
    });
    test.afterAll(() => {
      for (const file of Object.keys(files)) rmSync(path.join("out", file), { force: true });
    });

    test("a 'photo' that is an SVG with scripts runs none of them at the site's origin", async ({
      page,
      cspViolations,
    }) => {
      const response = await page.goto(`/${name}.svg`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
      await page.waitForLoadState("load");
      const svg = page.locator("svg");
      expect(await svg.getAttribute("data-inline")).toBeNull();
      expect(await svg.getAttribute("data-loaded")).toBeNull();
      // Reported as it should be; cleared, or the fixture would fail the test for it.
      cspViolations.length = 0;
    });
  });
}
