/**
 * Moves to e2e/ with the switch to the islands build (issue 16); Playwright runs only e2e/, so it is
 * not run against the Next.js build, where every page loads its whole bundle. Passed against the
 * islands build served with production headers (2026-11-24).
 */
import type { Page } from "@playwright/test";

import { expect, test } from "../../e2e/fixtures";

/** The file names of the scripts the page has requested so far. */
function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script")
      names.push(new URL(request.url()).pathname.split("/").pop() ?? "");
  });
  return names;
}

test.describe("islands load their code only when needed", () => {
  test("a page with no widget below the header loads no section code, only the header's", async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    await page.goto("/who-we-are");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((name) => /section/.test(name))).toEqual([]);
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
    expect(scripts.some((name) => name.startsWith("governance-stats-section"))).toBe(false);
    await counters.scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((name) => name.startsWith("governance-stats-section"))).toBe(true);
    await expect(counters.getByRole("definition").first()).not.toHaveText(/^0/);
  });
});
