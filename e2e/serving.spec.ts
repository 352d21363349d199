import { pageList } from "@/src/data/pages";
import { SECURITY_HEADERS } from "@/lib/security/headers";

import { answerAnalyticsConsent } from "./consent";
import { expect, test } from "./fixtures";
import { headerProbes } from "./header-probes";
import { E2E_ANALYTICS_ID, E2E_LIVE_URL, E2E_PORT } from "./ports";

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

  headerProbes(E2E_PORT);

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

const TAG_HOST = "https://www.googletagmanager.com";

test.describe("the local server, a build with analytics @desktop", () => {
  test.use({ baseURL: E2E_LIVE_URL, allowedConsoleErrors: [/Content Security Policy/] });

  test("serves the analytics bootstrap", async ({ request }) => {
    expect((await request.get("/analytics.js")).status()).toBe(200);
  });

  test("lets a page run Google's tag (gtag.js) and no other script from Google's tag host", async ({
    page,
    context,
    cspViolations,
  }) => {
    await answerAnalyticsConsent(context, "denied");
    await context.route(`${TAG_HOST}/**`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.tagRan = true;" }),
    );
    const response = await page.goto("/");
    const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(
      response?.headers()["content-security-policy"] ?? "",
    );
    expect(scriptSources?.[1]?.split(" ")).not.toContain(TAG_HOST);

    const load = (src: string) =>
      page.evaluate(
        (url) =>
          new Promise<string>((resolve) => {
            const script = document.createElement("script");
            script.src = url;
            script.onload = () => resolve("ran");
            script.onerror = () => resolve("blocked");
            document.head.append(script);
          }),
        src,
      );
    expect(await load(`${TAG_HOST}/gtm.js?id=GTM-OTHER`)).toBe("blocked");
    expect(await load(`${TAG_HOST}/gtag/destination?id=${E2E_ANALYTICS_ID}`)).toBe("blocked");
    expect(await page.evaluate(() => "tagRan" in window)).toBe(false);
    expect(cspViolations).toHaveLength(2);
    cspViolations.length = 0;

    expect(await load(`${TAG_HOST}/gtag/js?id=${E2E_ANALYTICS_ID}`)).toBe("ran");
    expect(await page.evaluate(() => "tagRan" in window)).toBe(true);
  });
});
