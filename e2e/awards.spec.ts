import { awardsHub, awardsHubStatsFor } from "@/content/awards/programme";
import { pages } from "@/content/pages";
import { loadDataset } from "@/lib/content/load";
import { defined } from "@/test/events";

import { expect, test, waitForHydration } from "./fixtures";

/** The hub counts the winners of content/winners/, the award regions and the categories. */
const stats = awardsHubStatsFor(loadDataset("winners").length);
const winnersCard = defined(
  awardsHub.cards.find((card) => card.href === "/wup-awards/winners"),
  "hub card for the winners",
);

test.describe("/wup-awards hub", () => {
  test("counts up to the winners, regions and categories once visible", async ({ page }) => {
    await page.goto("/wup-awards");
    await waitForHydration(page);
    const counters = page.getByLabel(awardsHub.intro.statsLabel);
    await expect(counters.getByRole("term")).toHaveText(stats.map((stat) => stat.label));
    await counters.scrollIntoViewIfNeeded();
    const digits = counters.locator("[data-count-up-digits]");
    await expect(digits).toHaveText(
      stats.map((stat) => String(stat.value)),
      { timeout: 5000 },
    );
    await expect(counters.locator('[data-count-up="done"]')).toHaveCount(stats.length);
  });

  test("starts the counters at 0 while they are out of sight @phone", async ({ page }) => {
    await page.goto("/wup-awards");
    await waitForHydration(page);
    const digits = page.getByLabel(awardsHub.intro.statsLabel).locator("[data-count-up-digits]").first();
    await expect(digits).not.toBeInViewport();
    // What a visitor sees: the island paints the count itself; until it takes over, the page's
    // stylesheet paints the starting value over the final one.
    const shown = () =>
      digits.evaluate((element) => {
        const before = getComputedStyle(element, "::before");
        const painted = before.content && !["none", "normal"].includes(before.content);
        return painted ? before.content.replace(/^"|"$/g, "") : element.textContent;
      });
    await expect.poll(shown).toBe("0");
  });

  test("links its four cards to the four award pages", async ({ page }) => {
    await page.goto("/wup-awards");
    for (const card of awardsHub.cards) {
      await expect(page.getByRole("link", { name: card.linkText })).toHaveAttribute("href", card.href);
    }
    await page.getByRole("link", { name: winnersCard.linkText }).click();
    await expect(page).toHaveURL(/\/wup-awards\/winners$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.wupAwardsWinners.hero.title);
  });
});

test.describe("/wup-awards/about", () => {
  test("shows vision, mission, six categories and five regions, with a way back to the hub", async ({
    page,
  }) => {
    await page.goto("/wup-awards/about");
    await expect(page.getByRole("heading", { level: 2, name: "Our Vision" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Our Mission" })).toBeVisible();
    const categories = page
      .getByRole("region", { name: "Six Award Categories" })
      .getByRole("heading", { level: 3 });
    await expect(categories).toHaveText([
      "Distinguished Individual Award",
      "Young Park Leader Award",
      "Leading Parks Organization Award",
      "Outstanding New Park Project Award",
      "Neighborhood Parks Award",
      "ILUP Awards (International Large Urban Parks)",
    ]);
    await expect(page.getByText(/emerging professionals under 35/)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Five Regions" }).getByRole("heading", { level: 3 }),
    ).toHaveText(["Asia Pacific", "Europe", "Latin America", "North America", "Africa"]);
    await page.getByRole("link", { name: "Back to the Awards" }).click();
    await expect(page).toHaveURL(/\/wup-awards$/);
  });
});
