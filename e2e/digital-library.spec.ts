import { digitalLibrary, libraryStats } from "@/src/data/digital-library";
import { matchesQuery } from "@/lib/browser/library-search";
import { loadDataset } from "@/lib/content/load";
import { defined } from "@/test/events";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/** The collections and the items of content/library-categories/ and content/library/. */
const categories = loadDataset("libraryCategories");
const items = loadDataset("library");
const featured = items.filter((item) => item.section === "featured");
const recent = items.filter((item) => item.section === "recent");
/** The items as the page lists them: the featured ones, then the recent ones. */
const listedOrder = [...featured, ...recent];
const grouped = new Intl.NumberFormat("en-US");

test.describe("digital library mock-up", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/digital-library");
    await waitForHydration(page);
  });

  test("narrows the listed resources by words and by type, and says how many match", async ({ page }) => {
    const { search: copy } = digitalLibrary;
    const search = page.getByRole("search", { name: copy.label });
    const box = search.getByRole("searchbox", { name: copy.fieldLabel });
    const listed = page.locator("[data-library-item]").filter({ visible: true });
    await expect(listed).toHaveCount(items.length);

    // The longest word of the first item's title, and the items whose text holds it.
    const word = defined(
      [...(items[0]?.title.split(/\W+/) ?? [])].sort((a, b) => b.length - a.length)[0],
      "library item with a title",
    );
    const matching = listedOrder.filter((item) =>
      matchesQuery(`${item.type} ${item.title} ${item.description} ${item.meta}`, word),
    );
    await box.fill(word);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/digital-library$/);
    await expect(listed.getByRole("heading")).toHaveText(matching.map((item) => item.title));
    await expect(search.getByRole("status")).toHaveText(
      copy.matching.replace("{shown}", String(matching.length)).replace("{total}", String(items.length)),
    );

    await box.fill("");
    await search.getByRole("button", { name: copy.searchLabel, exact: true }).click();
    await expect(listed).toHaveCount(items.length);

    const filters = search.getByRole("button", { name: copy.filtersLabel, exact: true });
    await expect(filters).toHaveAttribute("aria-expanded", "false");
    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    const type = defined(items[0]?.type, "library item with a type");
    await search
      .getByRole("group", { name: copy.filtersLegend })
      .getByRole("checkbox", { name: type })
      .check();
    await expect(listed.getByRole("heading")).toHaveText(
      listedOrder.filter((item) => item.type === type).map((item) => item.title),
    );
    await expectNoAxeViolations(page);
    await expect(page.getByRole("link", { name: /Open the member library/ })).toHaveAttribute(
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

test.describe("digital library without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("hides the search bar, which needs scripts, and keeps the way to the member library", async ({
    page,
  }) => {
    await page.goto("/digital-library");
    await expect(page.getByRole("search")).toBeHidden();
    await expect(page.locator("[data-library-item]").filter({ visible: true })).toHaveCount(items.length);
    await expect(page.getByRole("link", { name: /Open the member library/ })).toBeVisible();
  });
});
