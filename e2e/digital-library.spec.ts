import { expect, test, waitForHydration } from "./fixtures";

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

  test("shows the four categories with their counts", async ({ page }) => {
    const categories = page.getByRole("region", { name: "Browse by Category" });
    for (const text of ["247 documents", "89 guides", "1,423 images", "156 videos"])
      await expect(categories.getByText(text)).toBeVisible();
  });

  test("shows featured and recently added resources", async ({ page }) => {
    await expect(page.getByRole("region", { name: "Featured Resources" }).getByRole("listitem")).toHaveCount(
      3,
    );
    await expect(page.getByRole("region", { name: "Recently Added" }).getByRole("listitem")).toHaveCount(4);
  });

  test("shows the statistics and the premium-access call to action", async ({ page }) => {
    const stats = page.getByRole("region", { name: "The Library in Numbers" });
    for (const [value, label] of [
      ["2,847", "Resources"],
      ["45", "Countries"],
      ["89K", "Downloads"],
      ["15", "Languages"],
    ]) {
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
