import { expect, test } from "./fixtures";

test.describe("/who-we-are", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/who-we-are");
  });

  test("states the mission and vision", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "Our mission", level: 3 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our vision", level: 3 })).toBeVisible();
  });

  test("tells the story from 1957 to 2025 as an ordered timeline", async ({ page }) => {
    const timeline = page.getByRole("region", { name: "Our story" }).getByRole("listitem");
    await expect(timeline).toHaveCount(4);
    await expect(timeline.nth(0)).toContainText("1957");
    await expect(timeline.nth(0)).toContainText("international parks federation");
    await expect(timeline.nth(1)).toContainText("2010");
    await expect(timeline.nth(1)).toContainText("international alliance");
    await expect(timeline.nth(2)).toContainText("2015");
    await expect(timeline.nth(2)).toContainText("April");
    await expect(timeline.nth(3)).toContainText("2025");
    await expect(timeline.nth(3)).toContainText("renewed brand");
  });

  test("links to the annual reports in a new tab, and on to membership and governance", async ({ page }) => {
    const reports = page.getByRole("link", { name: /Read our annual reports/ });
    await expect(reports).toHaveAttribute("target", "_blank");
    await expect(reports).toHaveAttribute("rel", /noopener/);
    await expect(reports).toHaveAttribute("href", /^https:\/\//);
    await page.getByRole("link", { name: "See how we are governed" }).click();
    await expect(page).toHaveURL(/\/governance$/);
  });
});

test.describe("/strategic-plan", () => {
  test("shows the vision, the ambition by 2030 and the five goals in order", async ({ page }) => {
    await page.goto("/strategic-plan");
    await expect(page.getByRole("heading", { name: "Our vision", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our ambition by 2030", level: 2 })).toBeVisible();
    const goals = page.getByRole("region", { name: "Five goals" }).getByRole("heading", { level: 3 });
    await expect(goals).toHaveText([
      "Goal 1: Global presence in all five regions",
      "Goal 2: Innovation and excellence",
      "Goal 3: A platform for growing park leaders",
      "Goal 4: An advocacy framework",
      "Goal 5: Financial foundation",
    ]);
  });
});
