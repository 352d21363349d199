/**
 * Islands load their code only when it is needed (issue 16): a page without widgets below its
 * header loads no section code, and a counter's code is requested only once it scrolls into view.
 */
import type { Page } from "@playwright/test";

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

const isCounterCode = (name: string) => /^(stat-grid|count-up)\./.test(name);

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

  test("the governance counters' code loads once they scroll into view, and they count up", async ({
    page,
  }) => {
    // A short window keeps the counters, right under the hero, out of view on arrival.
    await page.setViewportSize({ width: 1024, height: 360 });
    const scripts = scriptsRequested(page);
    await page.goto("/governance");
    await page.waitForLoadState("networkidle");
    const counters = page.getByRole("region", { name: "Governance in numbers" });
    await expect(counters).not.toBeInViewport();
    expect(scripts.some(isCounterCode)).toBe(false);
    await counters.scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some(isCounterCode)).toBe(true);
    await expect(counters.getByRole("definition").first()).not.toHaveText(/^0/);
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
});
