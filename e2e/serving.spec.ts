import { pageList } from "@/content/pages";
import { SECURITY_HEADERS } from "@/lib/security/headers";

import { expect, test } from "./fixtures";

/**
 * The local server (`npm start`, and every end-to-end test) sends what production sends: each
 * page's CSP and the security headers, so a CSP violation shows up in any spec, not only nginx's.
 */
test.describe("the local server @desktop", () => {
  test("sends each page's CSP and the security headers", async ({ request }) => {
    for (const entry of pageList.slice(0, 5)) {
      const headers = (await request.get(entry.path)).headers();
      expect(headers["content-security-policy"], entry.path).toMatch(
        /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
      );
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(headers[name.toLowerCase()], `${name} on ${entry.path}`).toBe(value);
    }
  });

  test.describe("a script the policy does not allow", () => {
    // Chromium's own console message for it is expected here.
    test.use({ allowedConsoleErrors: [/Content Security Policy/] });

    test("is blocked and reported as a violation, which fails any test", async ({ page, cspViolations }) => {
      await page.goto("/");
      await page.addScriptTag({ content: "window.injected = true;" }).catch(() => undefined);
      await expect.poll(() => cspViolations.length).toBe(1);
      expect(cspViolations[0]).toMatch(/^script-src-elem blocked inline/);
      expect(await page.evaluate(() => "injected" in window)).toBe(false);
      // Reported as it should be: cleared, or the fixture would fail this test for it.
      cspViolations.length = 0;
    });
  });
});
