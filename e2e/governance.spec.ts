import { expect, test } from "./fixtures";
import { clickAtCentreOf } from "./hit";

test.describe("/governance", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/governance");
  });

  test("counts up to +20 board members, 5 regions, 6 committees and 7 staff", async ({ page }) => {
    const stats = page.getByRole("region", { name: "Governance in numbers" });
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.locator("[data-count-up-digits]")).toHaveText(["+20", "5", "6", "7"]);
    await expect(stats.getByRole("term")).toHaveText(["Board members", "Regions", "Committees", "Staff"]);
  });

  test("has five cards leading to the governance pages with their counts", async ({ page }) => {
    const cards = page.getByRole("region", { name: "How we are organised" }).getByRole("listitem");
    await expect(cards).toHaveCount(5);
    const expected = [
      ["/board-of-directors", "20+ members"],
      ["/portfolios", "6 portfolios"],
      ["/regions", "5 regions"],
      ["/committees", "6 committees"],
      ["/staff", "7 team members"],
    ];
    for (const [index, [href, count]] of expected.entries()) {
      await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", href!);
      await expect(cards.nth(index)).toContainText(count!);
    }
    // The whole card is the link: a click on its text, not only on the title, opens the page.
    await clickAtCentreOf(page, cards.nth(3).getByText("6 committees"));
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
  test("shows six portfolios with responsibilities and leads, Membership & Engagement vacant", async ({
    page,
  }) => {
    await page.goto("/portfolios");
    const titles = page
      .getByRole("region", { name: "Six portfolios, one plan" })
      .getByRole("heading", { level: 3 });
    await expect(titles).toHaveText([
      "Governance",
      "Advocacy & Policy",
      "Treasury",
      "Strategic Development",
      "Membership & Engagement",
      "Congresses",
    ]);
    await expect(page.getByRole("heading", { name: "Responsibilities", level: 4 })).toHaveCount(6);
    const vacant = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Membership & Engagement" }) });
    await expect(vacant).toContainText("Vacant");
    await expect(vacant.getByRole("link", { name: /Express interest/ })).toHaveAttribute("href", /^mailto:/);
    const treasury = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Treasury" }) });
    await expect(treasury).toContainText("Portfolio lead");
    await expect(treasury).toContainText("Samuel Mensah");
  });
});
