import { pageList, sitemapGroups } from "@/src/data/pages";

import { expect, test } from "./fixtures";

test.describe("site map page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/sitemap");
  });

  test("lists every page of the site in eight described groups", async ({ page }) => {
    for (const group of sitemapGroups) {
      const nav = page.getByRole("navigation", { name: group.title });
      await expect(nav.getByText(group.description)).toBeVisible();
    }
    const groupLinks = page.locator("main nav a");
    await expect(groupLinks).toHaveCount(pageList.length);
    const hrefs = await groupLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect([...hrefs].sort()).toEqual(pageList.map((entry) => entry.path).sort());
    for (const entry of pageList) await expect(page.getByText(entry.description)).toBeVisible();
  });

  test("has a Quick Access row for Join, Resources and Podparks", async ({ page }) => {
    const quick = page.getByRole("region", { name: "Quick Access" });
    await expect(quick.getByRole("link", { name: /^Join/ })).toHaveAttribute("href", "/membership");
    await expect(quick.getByRole("link", { name: /^Resources/ })).toHaveAttribute("href", "/#resources");
    await expect(quick.getByRole("link", { name: /^Podparks/ })).toHaveAttribute("href", "/podparks");
  });

  test("Resources opens the home page at its Free Resources section", async ({ page }) => {
    await page
      .getByRole("region", { name: "Quick Access" })
      .getByRole("link", { name: /^Resources/ })
      .click();
    await expect(page).toHaveURL(/\/#resources$/);
    await expect(page.locator("section#resources")).toBeInViewport();
  });

  test("ends with Back to Home and Contact Us", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    const contact = page.getByRole("link", { name: "Contact Us" });
    await expect(contact).toHaveAttribute("href", "/membership");
    await contact.click();
    await expect(page).toHaveURL(/\/membership$/);
  });
});
