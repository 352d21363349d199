import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const searchFor = async (page: Page, query: string) => {
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("searchbox", { name: "Search for" }).fill(query);
  return dialog.getByRole("list", { name: "Search results" });
};

test.describe("site search", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/governance");
    await waitForHydration(page);
  });

  test("loads nothing until it opens, then finds a committee, a winner and a price", async ({ page }) => {
    const searchRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/pagefind/")) searchRequests.push(request.url());
    });
    await page.waitForTimeout(300);
    expect(searchRequests).toEqual([]);

    await page.getByRole("button", { name: "Search" }).click();
    const results = await searchFor(page, "cemeteries");
    await expect(results.getByRole("link").first()).toBeVisible();
    await expect(results.getByRole("link", { name: /Committees/ })).toHaveAttribute("href", "/committees");
    expect(searchRequests.length).toBeGreaterThan(0);

    await searchFor(page, "Heathervale");
    await expect(results.getByRole("link", { name: /Award Winners/ })).toHaveAttribute(
      "href",
      "/wup-awards/winners",
    );

    await searchFor(page, "3755");
    await expect(results.getByRole("link").first()).toHaveAttribute("href", /membership/);
    await expect(results.locator("mark").first()).toContainText("3755");
    await expectNoAxeViolations(page);
  });

  test("works with the keyboard alone: / opens it, Tab reaches a result, Enter follows it", async ({
    page,
  }) => {
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await expect(dialog.getByRole("searchbox", { name: "Search for" })).toBeFocused();
    await page.keyboard.type("judges");
    await expect(dialog.getByRole("status")).toContainText("found for “judges”");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/wup-awards\/judges$/);
    await expect(dialog).toBeHidden();
  });

  test("keys typed after / while the dialog's code is on its way become the first query", async ({
    page,
  }) => {
    // The dialog's code arrives late, as on a slow phone: nothing typed meanwhile is lost.
    await page.route(/\/_astro\/search-dialog\.[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.keyboard.press("/");
    await page.keyboard.type("judg");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    const field = dialog.getByRole("searchbox", { name: "Search for" });
    await expect(field).toHaveValue("judg");
    await expect(field).toBeFocused();
    await expect(dialog.getByRole("status")).toContainText("found for “judg”");
    await page.keyboard.type("es");
    await expect(field).toHaveValue("judges");
  });

  test("reaching for the button fetches the dialog's code before the click", async ({ page }) => {
    const dialogCode: string[] = [];
    page.on("request", (request) => {
      if (/\/_astro\/search-dialog\.[^/]+\.js$/.test(request.url())) dialogCode.push(request.url());
    });
    await page.waitForTimeout(300);
    expect(dialogCode, "not fetched by the page on its own").toEqual([]);
    const button = page.getByRole("button", { name: "Search" });
    await button.focus();
    await expect.poll(() => dialogCode.length).toBe(1);
    await button.click();
    await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
    expect(dialogCode).toHaveLength(1);
  });

  test("ArrowDown and ArrowUp move from the field through the results and back", async ({ page }) => {
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    const field = dialog.getByRole("searchbox", { name: "Search for" });
    await expect(field).toBeFocused();
    await page.keyboard.type("judges");
    await expect(dialog.getByRole("status")).toContainText("found for “judges”");
    const links = dialog.getByRole("list").getByRole("link");
    expect(await links.count()).toBeGreaterThan(1);
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(field).toBeFocused();
  });

  test("Escape closes it and focus returns to the search button", async ({ page }) => {
    const button = page.getByRole("button", { name: "Search" });
    await button.click();
    await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("says so when nothing matches", async ({ page }) => {
    await page.getByRole("button", { name: "Search" }).click();
    await searchFor(page, "xylophonequartz");
    await expect(page.getByRole("status").filter({ hasText: "No pages found" })).toBeVisible();
  });
});
