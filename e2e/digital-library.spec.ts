import { libraryStats } from "@/content/digital-library";
import { loadDataset } from "@/lib/content/load";

import { expect, test, waitForHydration } from "./fixtures";

/** The collections and the items of content/library-categories/ and content/library/. */
const categories = loadDataset("libraryCategories");
const items = loadDataset("library");
const featured = items.filter((item) => item.section === "featured");
const recent = items.filter((item) => item.section === "recent");
const grouped = new Intl.NumberFormat("en-US");

test.describe("digital library mock-up", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/digital-library");
    await waitForHydration(page);
  });

  test("has a labelled search box whose buttons honestly point to the member library", async ({ page }) => {
    const search = page.getByRole("search");
    const box = search.getByRole("searchbox", { name: "Search the digital library" });
    await box.fill("climate");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/digital-library$/);

    for (const name of ["Filters", "Search"]) {
      const button = search.getByRole("button", { name, exact: true });
      await expect(button).toHaveAccessibleDescription(/preview.*open to members/);
      await button.click();
    }
    await expect(page).toHaveURL(/\/digital-library$/);
    await expect(search.getByRole("link", { name: /Open the member library/ })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  test("shows the categories with their counts", async ({ page }) => {
    const region = page.getByRole("region", { name: "Browse by Category" });
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(
      categories.map((category) => category.name),
    );
    for (const category of categories)
      await expect(region.getByText(`${grouped.format(category.count)} ${category.unit}`)).toBeVisible();
  });

  test("shows featured and recently added resources", async ({ page }) => {
    for (const [name, section] of [
      ["Featured Resources", featured],
      ["Recently Added", recent],
    ] as const) {
      const list = page.getByRole("region", { name }).getByRole("listitem");
      await expect(list).toHaveCount(section.length);
      await expect(list.getByRole("heading")).toHaveText(section.map((item) => item.title));
    }
  });

  test("shows the statistics and the premium-access call to action", async ({ page }) => {
    const stats = page.getByRole("region", { name: "The Library in Numbers" });
    for (const { value, label } of libraryStats) {
      await expect(stats.getByRole("definition").filter({ hasText: value })).toBeVisible();
      await expect(stats.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    const premium = page.getByRole("region", { name: "Unlock Premium Access" });
    await expect(premium.getByRole("link", { name: /Open the Member Library/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(premium.getByRole("link", { name: "Become a Member" })).toHaveAttribute(
      "href",
      "/membership",
    );
  });
});
