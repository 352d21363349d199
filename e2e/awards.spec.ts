import { chairsAwardSpan } from "@/src/data/awards/chairs-award";
import { awardsHubCards, awardsHubStatsFor, awardsHubStatsLabel } from "@/src/data/awards/programme";
import { latestWinners } from "@/src/data/awards/winners";
import { pages } from "@/src/data/pages";
import { loadDataset } from "@/lib/content/load";
import { defined } from "@/test/events";

import { expectCountedUp } from "./counters";
import { expect, test, waitForHydration } from "./fixtures";

/** The hub counts the latest edition's winners in content/winners/, the award regions and the categories. */
const winners = latestWinners(loadDataset("winners"));
const stats = awardsHubStatsFor(winners.winners.length, winners.edition);
const statsLabel = awardsHubStatsLabel(winners.edition);
const cards = awardsHubCards(winners.edition, chairsAwardSpan(loadDataset("chairsAward")));
const winnersCard = defined(
  cards.find((card) => card.href === "/wup-awards/winners"),
  "hub card for the winners",
);

test.describe("/wup-awards hub", () => {
  test("counts up to the winners, regions and categories once visible", async ({ page }) => {
    await page.goto("/wup-awards");
    await waitForHydration(page);
    const counters = page.getByLabel(statsLabel);
    await expect(counters.getByRole("term")).toHaveText(stats.map((stat) => stat.label));
    await counters.scrollIntoViewIfNeeded();
    await expectCountedUp(counters);
    await expect(counters.locator("[data-count-up-digits]")).toHaveText(
      stats.map((stat) => String(stat.value)),
    );
  });

  test("starts the counters at 0 while they are out of sight @phone", async ({ page }) => {
    await page.goto("/wup-awards");
    await waitForHydration(page);
    const counter = page.getByLabel(statsLabel).locator("[data-count-up]").first();
    await expect(counter).not.toBeInViewport();
    // What a visitor sees: the digits, still at 0; the final value is hidden until they count.
    await expect(counter.locator("[data-count-up-digits]")).toHaveText(/^\D*0\D*$/);
    await expect(counter.locator("[data-count-up-digits]")).toBeVisible();
    await expect(counter.locator("[data-count-up-final]")).toBeHidden();
    await expect(counter).toHaveAttribute("data-count-up", "idle");
  });

  test("links its four cards to the four award pages", async ({ page }) => {
    await page.goto("/wup-awards");
    for (const card of cards) {
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
