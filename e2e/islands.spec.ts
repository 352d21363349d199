/**
 * Islands load their code only when it is needed (issues 16 and 31): a page without widgets below
 * its header loads no section code, the counters are a script in the page, and the header's widgets
 * load after the load event and idle, or when a visitor reaches for the header.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { expectCountedUp } from "./counters";
import { expect, test, waitForHydration } from "./fixtures";

/** The file names of the scripts the page has requested so far. */
function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script")
      names.push(new URL(request.url()).pathname.split("/").pop() ?? "");
  });
  return names;
}

/**
 * The page's own behaviours (lib/browser/deferred-behaviour.ts): one small file every page loads
 * once it has loaded, no island and no React.
 */
const isPageBehaviours = (name: string) => /^deferred-behaviour\./.test(name);

/** Code the counters were once hydrated with (a StatGrid island); their script is now inline. */
const isCounterCode = (name: string) => /^(stat-grid|count-up|counters)\./.test(name);

test.describe("islands load their code only when needed", () => {
  test("a page with no widget below the header loads only the header's islands", async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto("/who-we-are");
    await page.waitForLoadState("networkidle");
    const islands = await page
      .locator("astro-island")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("component-export")));
    expect(islands.every((name) => ["DesktopNav", "MobileMenu", "SearchButton"].includes(name ?? ""))).toBe(
      true,
    );
    expect(scripts.filter((name) => /section|stat-grid|dialog|tabs/.test(name))).toEqual([]);
  });

  test("the counters are no island: their script is in the page, and they count up once in view", async ({
    page,
  }) => {
    // A short window keeps the counters, right under the hero, out of view on arrival.
    await page.setViewportSize({ width: 1024, height: 360 });
    const scripts = scriptsRequested(page);
    await page.goto("/governance");
    await page.waitForLoadState("networkidle");
    const counters = page.getByRole("region", { name: "Governance in numbers" });
    await expect(counters).not.toBeInViewport();
    await expect(counters.locator("astro-island")).toHaveCount(0);
    await expect(counters.locator('[data-count-up="idle"]')).toHaveCount(
      await counters.locator("[data-count-up]").count(),
    );
    await counters.scrollIntoViewIfNeeded();
    await expectCountedUp(counters);
    expect(scripts.filter(isCounterCode)).toEqual([]);
  });

  test("the header's widgets load on the first pointer on the header, and that first tap works @phone", async ({
    page,
  }) => {
    // A browser that is never idle: only the visitor's reach for the header loads the code.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const scripts = scriptsRequested(page);
    await page.goto("/who-we-are");
    await page.waitForLoadState("networkidle");
    const widgetCode = () => scripts.filter((name) => !isPageBehaviours(name));
    expect(widgetCode()).toEqual([]);
    const toggle = page.getByRole("button", { name: "Main menu" });
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect(widgetCode().length).toBeGreaterThan(0);
  });

  test("the search dialog's code loads only when the search opens", async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto("/who-we-are");
    await waitForHydration(page);
    expect(scripts.some((name) => name.startsWith("search-dialog"))).toBe(false);
    await page.keyboard.press("/");
    await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
    expect(scripts.some((name) => name.startsWith("search-dialog"))).toBe(true);
  });

  test("no script the site ships carries tailwind-merge: browser components join classes with cx", () => {
    // One of tailwind-merge's class groups, a name no code of the site's own holds. `cn` in a module an
    // island reaches would put the merger (about 9 KB gzip) in a chunk every page loads (lib/utils.ts).
    const scripts = readdirSync(path.join("out", "_astro")).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(10);
    const carriers = scripts.filter((file) =>
      readFileSync(path.join("out", "_astro", file), "utf8").includes("fvn-slashed-zero"),
    );
    expect(carriers).toEqual([]);
  });
});
