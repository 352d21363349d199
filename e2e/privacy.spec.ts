import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { BrowserContext, Page } from "@playwright/test";

import { pages } from "@/src/data/pages";
import { contact } from "@/src/data/site";
import { CONSENT_STORAGE_KEY } from "@/lib/consent/choice";
import { absoluteUrl } from "@/src/data/metadata";

import { answerAnalyticsConsent } from "./consent";
import { expect, expectNoAxeViolations, test, waitForHydration, waitForIsland } from "./fixtures";
import { E2E_ANALYTICS_ID, E2E_LIVE_DIR, E2E_LIVE_URL } from "./ports";

/**
 * The privacy notice and the analytics consent (issue 19). The normal build (out/) has no
 * analytics id: no banner, no analytics code. The live build (out-live/, E2E_LIVE_URL) is built with
 * E2E_ANALYTICS_ID: the banner asks, and analytics loads only after consent. Nothing leaves the
 * machine: Google's hosts are answered by page routes (a stub gtag.js that sends one hit, itself
 * answered with 204), and the CSP the servers send must allow all of it (the fixtures fail on any
 * violation).
 */

const BANNER = "May we count your visit?";
const ANALYTICS_SCRIPT = "/analytics.js";
const GTAG = "https://www.googletagmanager.com/gtag/js";
const COLLECT = "https://region1.google-analytics.com/g/collect";

/** What gtag.js does that matters here: one hit to Google's collection endpoint (connect-src). */
const GTAG_STUB = `navigator.sendBeacon(${JSON.stringify(COLLECT)} + "?v=2&tid=" + ${JSON.stringify(E2E_ANALYTICS_ID)});`;

/** Answers every request to Google's hosts and records it; returns the list of URLs asked for. */
async function interceptGoogle(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(
    /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//,
    (route) => {
      const url = route.request().url();
      requested.push(url);
      return url.startsWith(GTAG)
        ? route.fulfill({ contentType: "text/javascript", body: GTAG_STUB })
        : route.fulfill({ status: 204 });
    },
  );
  return requested;
}

/** Every request the page made for the site's analytics bootstrap. */
function recordAnalyticsScript(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === ANALYTICS_SCRIPT) requested.push(request.url());
  });
  return requested;
}

const banner = (page: Page) => page.getByRole("region", { name: BANNER });

const htmlFilesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ file, html: readFileSync(path.join(dir, file), "utf8") }));

test.describe("the privacy page", () => {
  test("is linked from every page's footer", async ({ page }) => {
    await page.goto("/membership");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.privacy.hero.title);
  });

  test("is listed on /sitemap and in sitemap.xml", async ({ page, request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${absoluteUrl("/privacy")}</loc>`);
    await page.goto("/sitemap");
    await expect(page.locator("main nav").getByRole("link", { name: pages.privacy.label })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  test("says what the site collects, the blog it asks and when it last changed", async ({ page }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "What this site collects" })).toBeVisible();
    await expect(main).toContainText("Blog posts, requested from 127.0.0.1");
    await expect(main).toContainText("These are credentialed requests");
    await expect(main.getByRole("link", { name: contact.email.address })).toHaveAttribute(
      "href",
      `mailto:${contact.email.address}`,
    );
    await expect(main.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  });
});

test.describe("without an analytics id", () => {
  test("no page carries the banner, the consent islands or analytics code @desktop", () => {
    // The consent islands' own files, as the live build names them.
    const liveIndex = readFileSync(path.join(E2E_LIVE_DIR, "index.html"), "utf8");
    const livePrivacy = readFileSync(path.join(E2E_LIVE_DIR, "privacy.html"), "utf8");
    const islandFiles = [liveIndex, livePrivacy].flatMap((html) =>
      [
        ...html.matchAll(/component-url="([^"]+)"[^>]*component-export="(ConsentBanner|AnalyticsChoice)"/g),
      ].map((match) => path.basename(match[1] ?? "")),
    );
    expect(new Set(islandFiles).size, "the live build's consent islands").toBe(2);

    const files = htmlFilesOf("out");
    expect(files.length).toBeGreaterThan(25);
    for (const { file, html } of files) {
      expect(html, file).not.toContain(ANALYTICS_SCRIPT);
      expect(html, file).not.toMatch(/googletagmanager|google-analytics|ConsentBanner|AnalyticsChoice/);
      for (const island of islandFiles) expect(html, file).not.toContain(island);
    }
  });

  test("the build ships no consent or analytics code at all @desktop", () => {
    const files = readdirSync("out", { recursive: true, encoding: "utf8" });
    expect(files).not.toContain(ANALYTICS_SCRIPT.slice(1));
    const liveIslands = readdirSync(path.join(E2E_LIVE_DIR, "_astro")).filter((file) =>
      /^(consent-banner|analytics-choice|use-analytics-consent)\./.test(file),
    );
    expect(liveIslands.length, "the live build's consent code").toBeGreaterThanOrEqual(2);
    for (const file of liveIslands) expect(files).not.toContain(path.join("_astro", file));
    for (const file of files.filter((name) => /\.(?:js|html)$/.test(name)))
      expect(readFileSync(path.join("out", file), "utf8"), file).not.toMatch(
        new RegExp(`${CONSENT_STORAGE_KEY.replace(/\./g, "\\.")}|ga-disable-|googletagmanager`),
      );
  });

  test("no banner shows, nothing is asked of Google, and /privacy says there is no analytics", async ({
    page,
    context,
  }) => {
    const google = await interceptGoogle(context);
    const scripts = recordAnalyticsScript(page);
    await page.goto("/privacy");
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole("main")).toContainText("This site uses no Google Analytics");
    await expect(page.getByRole("radio")).toHaveCount(0);
    expect(google).toEqual([]);
    expect(scripts).toEqual([]);
  });
});

test.describe("with analytics configured", () => {
  test.use({ baseURL: E2E_LIVE_URL });

  test("the banner asks without taking focus or moving the page, and loads nothing before an answer", async ({
    page,
    context,
  }) => {
    const google = await interceptGoogle(context);
    const scripts = recordAnalyticsScript(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await waitForHydration(page);
    await expect(banner(page).getByRole("button", { name: "Accept analytics" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Decline" })).toBeVisible();
    await expect(banner(page).getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(layoutShift).toBeLessThan(0.001);
    expect(google).toEqual([]);
    expect(scripts).toEqual([]);
  });

  test("has zero axe violations with the banner open, on the home and privacy pages", async ({
    page,
    context,
  }) => {
    await interceptGoogle(context);
    for (const route of ["/", "/privacy"]) {
      await page.goto(route);
      await expect(banner(page)).toBeVisible();
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    }
  });

  test("Decline loads nothing, and is remembered on reload and on the next page", async ({
    page,
    context,
  }) => {
    const google = await interceptGoogle(context);
    const scripts = recordAnalyticsScript(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe("denied");

    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    await page.goto("/who-we-are");
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    expect(google).toEqual([]);
    expect(scripts).toEqual([]);
  });

  test("a visitor who declined before sees no banner and loads nothing (e2e/consent.ts)", async ({
    page,
    context,
  }) => {
    await answerAnalyticsConsent(context, "denied");
    const google = await interceptGoogle(context);
    const scripts = recordAnalyticsScript(page);
    await page.goto("/blog");
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    expect(google).toEqual([]);
    expect(scripts).toEqual([]);
  });

  test("Accept loads analytics.js and gtag at once, and again on later pages without asking", async ({
    page,
    context,
  }) => {
    const google = await interceptGoogle(context);
    const scripts = recordAnalyticsScript(page);
    await page.goto("/");
    await waitForHydration(page);
    await banner(page).getByRole("button", { name: "Accept analytics" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => scripts.length).toBe(1);
    await expect.poll(() => google.some((url) => url === `${GTAG}?id=${E2E_ANALYTICS_ID}`)).toBe(true);
    await expect.poll(() => google.some((url) => url.startsWith(COLLECT))).toBe(true);
    expect(await page.evaluate(() => typeof window.gtag)).toBe("function");

    await page.goto("/who-we-are");
    await expect.poll(() => scripts.length).toBe(2);
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => google.filter((url) => url.startsWith(GTAG)).length).toBe(2);
  });

  test("the choice can be changed on /privacy: withdrawing stops analytics and deletes its cookies", async ({
    page,
    context,
  }) => {
    const google = await interceptGoogle(context);
    const scripts = recordAnalyticsScript(page);
    await page.goto("/privacy");
    await waitForHydration(page);
    await banner(page).getByRole("button", { name: "Accept analytics" }).click();
    await expect.poll(() => scripts.length).toBe(1);
    await context.addCookies([{ name: "_ga", value: "GA1.1.1.1", url: E2E_LIVE_URL }]);

    const choice = page.getByRole("group", { name: "Google Analytics on this site" });
    await choice.scrollIntoViewIfNeeded();
    await expect(choice.getByRole("radio", { name: "Allow analytics", exact: true })).toBeChecked();
    await choice.getByRole("radio", { name: "Don't allow analytics" }).check();
    await expect(page.getByRole("status").filter({ hasText: "Your choice is saved" })).toBeVisible();
    await expect(choice).toHaveAccessibleDescription("Analytics is off: you declined it.");
    expect(await page.evaluate((id) => Reflect.get(window, `ga-disable-${id}`), E2E_ANALYTICS_ID)).toBe(true);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("_ga");

    const hits = google.length;
    await page.goto("/blog");
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    expect(scripts).toHaveLength(1);
    expect(google).toHaveLength(hits);

    await page.goto("/privacy");
    const allow = page.getByRole("radio", { name: "Allow analytics", exact: true });
    await waitForIsland(allow);
    await allow.check();
    await expect.poll(() => scripts.length).toBe(2);
  });

  test("the banner works from the keyboard, with a visible focus, and leaves focus in the page @desktop", async ({
    page,
    context,
  }) => {
    await interceptGoogle(context);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("link", { name: "Privacy notice" })).toBeFocused();
    await page.keyboard.press("Tab");
    const accept = banner(page).getByRole("button", { name: "Accept analytics" });
    await expect(accept).toBeFocused();
    await expect(accept).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Decline" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator("#main-content")).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe("denied");
  });

  test("on a 360 px phone the banner fits, and once answered leaves the footer's last line clear @phone", async ({
    page,
    context,
  }) => {
    await interceptGoogle(context);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await waitForHydration(page);
    const box = await banner(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(box && box.height < 740 / 2).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await banner(page).getByRole("button", { name: "Decline" }).click();
    const lastLine = page.getByRole("contentinfo").getByText(/© \d{4} World Urban Parks/);
    await lastLine.scrollIntoViewIfNeeded();
    await expect(lastLine).toBeInViewport({ ratio: 1 });
    await expect(banner(page)).toHaveCount(0);
  });

  test("with reduced motion, the banner appears without animating", async ({ page, context }) => {
    await interceptGoogle(context);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    const duration = await banner(page).evaluate((element) =>
      parseFloat(getComputedStyle(element).animationDuration),
    );
    expect(duration).toBeLessThan(0.001);
  });

  test("when the browser refuses storage, it asks on every page and loads nothing until accepted", async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("Storage is disabled", "SecurityError");
        },
      });
    });
    const google = await interceptGoogle(context);
    const scripts = recordAnalyticsScript(page);
    await page.goto("/");
    await waitForHydration(page);
    await banner(page).getByRole("button", { name: "Accept analytics" }).click();
    await expect.poll(() => scripts.length).toBe(1);
    await expect.poll(() => google.filter((url) => url.startsWith(GTAG)).length).toBe(1);

    await page.goto("/who-we-are");
    await expect(banner(page)).toBeVisible();
    await waitForHydration(page);
    expect(scripts).toHaveLength(1);
    expect(google.filter((url) => url.startsWith(GTAG))).toHaveLength(1);
  });

  test("/privacy names Google Analytics 4 and offers the choice", async ({ page, context }) => {
    await interceptGoogle(context);
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(main).toContainText(`Google Analytics 4 (measurement ID ${E2E_ANALYTICS_ID})`);
    await expect(main).toContainText("It runs only after you choose “Accept analytics”");
    const choice = page.getByRole("group", { name: "Google Analytics on this site" });
    await choice.scrollIntoViewIfNeeded();
    await expect(choice).toBeEnabled();
    await expect(choice).toHaveAccessibleDescription("You haven't chosen yet, so analytics is off.");
  });
});
