import { loadDataset } from "@/lib/content/load";

import { expectCountedUp } from "./counters";
import { expect, test } from "./fixtures";
import { clickAtCentreOf } from "./hit";

/** What the governance pages count: the entries of their datasets. */
const counts = {
  board: loadDataset("board").length,
  portfolios: loadDataset("portfolios"),
  regions: loadDataset("regions").length,
  committees: loadDataset("committees").length,
  staff: loadDataset("staff").length,
};
/** The board's count is shown rounded down to tens ("20+" for 24 members). */
const boardTens = Math.floor(counts.board / 10) * 10;

test.describe("/governance", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/governance");
  });

  test("counts up to the board members (in tens), regions, committees and staff", async ({ page }) => {
    const stats = page.getByRole("region", { name: "Governance in numbers" });
    await stats.scrollIntoViewIfNeeded();
    await expectCountedUp(stats);
    await expect(stats.locator("[data-count-up-digits]")).toHaveText([
      `+${boardTens}`,
      String(counts.regions),
      String(counts.committees),
      String(counts.staff),
    ]);
    await expect(stats.getByRole("term")).toHaveText(["Board members", "Regions", "Committees", "Staff"]);
  });

  test("has five cards leading to the governance pages with their counts", async ({ page }) => {
    const cards = page.getByRole("region", { name: "How we are organised" }).getByRole("listitem");
    await expect(cards).toHaveCount(5);
    const committees = `${counts.committees} committees`;
    const expected = [
      ["/board-of-directors", `${boardTens}+ members`],
      ["/portfolios", `${counts.portfolios.length} portfolios`],
      ["/regions", `${counts.regions} regions`],
      ["/committees", committees],
      ["/staff", `${counts.staff} team members`],
    ] as const;
    for (const [index, [href, count]] of expected.entries()) {
      await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", href);
      await expect(cards.nth(index)).toContainText(count);
    }
    // The whole card is the link: a click on its text, not only on the title, opens the page.
    await clickAtCentreOf(page, cards.nth(3).getByText(committees));
    await expect(page).toHaveURL(/\/committees$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Advocacy Committees");
  });

  test("lists the four principles and links to the constitution in a new tab", async ({ page }) => {
    const principles = page
      .getByRole("region", { name: "Our principles" })
      .getByRole("heading", { level: 3 });
    await expect(principles).toHaveText(["Transparency", "Excellence", "Diversity", "Accountability"]);
    const constitution = page.getByRole("link", { name: /Read the constitution and policy documents/ });
    await expect(constitution).toHaveAttribute("target", "_blank");
    await expect(constitution).toHaveAttribute("rel", /noopener/);
  });
});

test.describe("/portfolios", () => {
  test("shows every portfolio with responsibilities and its lead, or says the post is vacant", async ({
    page,
  }) => {
    const portfolios = counts.portfolios;
    await page.goto("/portfolios");
    const titles = page
      .getByRole("region", { name: "Six portfolios, one plan" })
      .getByRole("heading", { level: 3 });
    await expect(titles).toHaveText(portfolios.map((portfolio) => portfolio.title));
    await expect(page.getByRole("heading", { name: "Responsibilities", level: 4 })).toHaveCount(
      portfolios.length,
    );
    for (const portfolio of portfolios) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: portfolio.title, exact: true }) });
      if (portfolio.lead) {
        await expect(card).toContainText("Portfolio lead");
        await expect(card).toContainText(portfolio.lead);
        await expect(card.getByRole("link", { name: /Express interest/ })).toHaveCount(0);
      } else {
        await expect(card).toContainText("Vacant");
        await expect(card.getByRole("link", { name: /Express interest/ })).toHaveAttribute(
          "href",
          /^mailto:/,
        );
      }
    }
  });
});
