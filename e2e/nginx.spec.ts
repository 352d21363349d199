import { pageList } from "@/src/data/pages";
import { SECURITY_HEADERS } from "@/lib/security/headers";

import { HOSTILE_TARGETS, isOnSiteLocation, rawRequest } from "@/test/raw-http";

import { expect, test } from "./fixtures";
import { headerProbes } from "./header-probes";
import { E2E_NGINX_PORT, E2E_NGINX_URL, E2E_PORT } from "./ports";

/**
 * The production reference, deploy/nginx.conf, serving this build: security headers, a
 * Content-Security-Policy that lets every page (and the feeds) work without a single violation,
 * canonical redirects, the 404 page with status 404, caching and compression.
 */
test.describe("served by nginx with deploy/nginx.conf @desktop", () => {
  test.use({ baseURL: E2E_NGINX_URL });

  headerProbes(E2E_NGINX_PORT);

  // A CSP violation fails any test (e2e/fixtures.ts); this one visits every route.
  test("every route works under its CSP, with no violation", async ({ page }) => {
    test.setTimeout(120_000);
    for (const entry of pageList) {
      const response = await page.goto(entry.path);
      expect(response?.status(), entry.path).toBe(200);
      const headers = response?.headers() ?? {};
      const csp = headers["content-security-policy"] ?? "";
      expect(csp, entry.path).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
        expect(csp).toContain(directive);
      }
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(headers[name.toLowerCase()], `${name} on ${entry.path}`).toBe(value);
      }
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.hero.title);
      await page.waitForLoadState("networkidle");
    }
  });

  test("the feeds load under the CSP", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("region", { name: "Recent Articles" }).getByRole("listitem")).toHaveCount(6);
    await expect(
      page.getByRole("region", { name: "Recent Articles" }).locator("img").first(),
    ).toHaveJSProperty("complete", true);
  });

  test("every redirect rule answers 301 to the canonical URL, on the site (raw requests)", async () => {
    for (const [from, to] of [
      ["/membership.html", "/membership"],
      ["/membership/", "/membership"],
      ["/membership.html/", "/membership"],
      ["/wup-awards/winners/", "/wup-awards/winners"],
      ["/wup-awards/winners.html", "/wup-awards/winners"],
      ["/index.html", "/"],
      ["/index", "/"],
      ["/index/", "/"],
      ["/index.html?ref=a%0d%0a&b=1", "/?ref=a%0d%0a&b=1"],
      ["/membership.html?ref=news", "/membership?ref=news"],
      ["//membership/", "/membership"],
      ["/sitemap.xml/", "/sitemap.xml"],
    ] as const) {
      const response = await rawRequest(E2E_NGINX_PORT, from);
      expect(response.status, from).toBe(301);
      expect(response.location, from).toBe(to);
    }
  });

  test("hostile URLs inject no header and redirect nowhere off the site (raw requests)", async () => {
    for (const target of HOSTILE_TARGETS) {
      const response = await rawRequest(E2E_NGINX_PORT, target);
      expect(response.status, target).toBeGreaterThanOrEqual(200);
      const names = response.headers.map(([name]) => name);
      expect(names, `${target}: injected header`).not.toContain("x-injected");
      expect(names, `${target}: injected cookie`).not.toContain("set-cookie");
      expect(response.head, target).not.toMatch(/[\r\n](?:X-Injected|Set-Cookie)/i);
      if (response.location !== undefined)
        expect(isOnSiteLocation(response.location), `${target} → ${JSON.stringify(response.location)}`).toBe(
          true,
        );
    }
  });

  test.describe("in Chromium", () => {
    test.use({ allowedConsoleErrors: [/404 \(Not Found\)/] });

    test("an encoded CR sets no cookie and a backslash does not leave the site", async ({
      page,
      context,
    }) => {
      await page.goto("/blog%0dSet-Cookie:%20injected=1;%20Path=/.html");
      expect(await context.cookies()).toEqual([]);
      await page.goto(`/%5C127.0.0.1:${E2E_PORT}/blog/`);
      expect(new URL(page.url()).origin).toBe(E2E_NGINX_URL);
      await page.goto(`/%2F%5C127.0.0.1:${E2E_PORT}/blog.html`);
      expect(new URL(page.url()).origin).toBe(E2E_NGINX_URL);
    });
  });

  test("soft duplicates of pages and the build's private files answer 404", async ({ request }) => {
    for (const path of ["/404", "/404.html", "/404/", "/_csp.map", "/_csp.json", "/_headers"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Page Not Found");
    }
  });

  test("unknown paths get the 404 page with status 404 and the same headers", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
    expect(response.headers()["content-security-policy"]).toMatch(
      /script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
    );
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await request.get("/_csp.map")).status()).toBe(404);
  });

  test("caches hashed assets for a year, revalidates HTML, compresses text", async ({ page, request }) => {
    const html = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(html.headers()["cache-control"]).toBe("no-cache");
    expect(html.headers()["content-encoding"]).toBe("gzip");

    await page.goto("/");
    const script = await page.locator("astro-island").first().getAttribute("component-url");
    const asset = await request.get(script ?? "", { headers: { "Accept-Encoding": "gzip" } });
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-encoding"]).toBe("gzip");
  });

  test("sends the build's brotli copy to a browser that accepts brotli, and gives the copies no URL", async ({
    request,
  }) => {
    for (const path of ["/", "/governance"]) {
      const brotli = await request.get(path, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
      expect(brotli.headers()["content-encoding"], path).toBe("br");
      expect(brotli.headers()["vary"], path).toBe("Accept-Encoding");
      const plain = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers()["content-encoding"], path).toBeUndefined();
      // The request API decodes the body: both answers are the same page.
      expect(await brotli.text(), path).toBe(await plain.text());
    }
    for (const path of [
      "/index.html.br",
      "/governance.html.gz",
      "/sitemap.xml.br",
      "/index.html%2Ebr",
      "/index%2Ehtml.br",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Page Not Found");
    }
  });
});
