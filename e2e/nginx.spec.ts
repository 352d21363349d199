import { pageList } from "@/content/pages";
import { SECURITY_HEADERS } from "@/lib/security/headers";

import { expect, test } from "./fixtures";
import { E2E_NGINX_URL } from "./ports";

/**
 * The production reference, deploy/nginx.conf, serving this build: security headers, a
 * Content-Security-Policy that lets every page (and the feeds) work without a single violation,
 * canonical redirects, the 404 page with status 404, caching and compression.
 */
test.describe("served by nginx with deploy/nginx.conf @desktop", () => {
  test.use({ baseURL: E2E_NGINX_URL });

  test("every route works under its CSP, with no violation", async ({ page }) => {
    test.setTimeout(120_000);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`Refused to load (CSP ${event.violatedDirective}): ${event.blockedURI}`);
      });
    });

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
    expect(violations).toEqual([]);
  });

  test("the feeds load under the CSP", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("region", { name: "Recent Articles" }).getByRole("listitem")).toHaveCount(6);
    await expect(
      page.getByRole("region", { name: "Recent Articles" }).locator("img").first(),
    ).toHaveJSProperty("complete", true);
  });

  test("redirects .html, /index and trailing slashes to the canonical URL", async ({ request }) => {
    for (const [from, to] of [
      ["/membership.html", "/membership"],
      ["/membership/", "/membership"],
      ["/index.html", "/"],
      ["/wup-awards/winners/", "/wup-awards/winners"],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
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
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute("src");
    const asset = await request.get(script ?? "", { headers: { "Accept-Encoding": "gzip" } });
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-encoding"]).toBe("gzip");
  });
});
