import { membershipStats } from "@/src/data/membership";
import { budgetTiersOf, formatPrice } from "@/lib/pricing";
import { individualPlansOf, planById } from "@/src/data/plans";
import { contact } from "@/src/data/site";
import { loadDataset, loadDatasetWithIds } from "@/lib/content/load";
import { defined } from "@/test/events";

import { counterText, escapeRegExp } from "./content-expect";
import { expectCountedUp } from "./counters";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const plans = loadDatasetWithIds("plans");
const individualPlans = individualPlansOf(plans);

const tiers = budgetTiersOf(loadDataset("budgetTiers"));
/** The hero's counters as their digits end: "1000+". */
const COUNTERS = membershipStats.map(counterText);
/** The plan whose card a phone visitor opens: the most popular one, as a visitor would. */
const featured = defined(
  individualPlans.find((plan) => plan.popular) ?? individualPlans[0],
  "individual plan",
);
/** The budget tier whose link a visitor follows from /membership. */
const followedTier = defined(tiers.at(-1), "budget tier");
const nzd = (price: { nzd: number }) => formatPrice(price.nzd, "nzd");

test.beforeEach(async ({ page, context }) => {
  // No internet here: answer the external registration pages so a popup's address can be checked.
  await context.route("https://wup.imiscloud.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Registration</title>" }),
  );
  await page.goto("/membership");
  await waitForHydration(page);
});

test("hero: Free Subscriber opens the 30-day trial signup in a new tab; counters reach their targets", async ({
  page,
}) => {
  const hero = page.getByRole("region", { name: "Membership" }).first();
  const trial = hero.getByRole("link", { name: /^Free Subscriber/ });
  await expect(trial).toHaveAttribute("href", planById(plans, "trial").registration.href);
  await expect(trial).toHaveAttribute("target", "_blank");
  await expect(trial).toHaveAttribute("rel", /noopener/);
  // The animated digits reach the final values the page was built with (the screen-reader text
  // carries them from the start), which are the content's.
  await expectCountedUp(hero.locator("dl"), 10_000);
  await expect(hero.locator("dl [data-count-up-digits]")).toHaveText(COUNTERS);
  await expect(page.getByRole("term")).toHaveText(membershipStats.map((stat) => stat.label));
});

test("six personal benefit cards", async ({ page }) => {
  const benefits = page.getByRole("region", { name: "What membership gives you" });
  await expect(benefits.getByRole("heading", { level: 3 })).toHaveCount(6);
});

test("individual plans: a captioned table on wide screens, NZD per year, Regular most popular @desktop", async ({
  page,
}) => {
  const table = page.getByRole("table", { name: "Individual membership plans and annual fees in NZD" });
  await expect(table).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Individual membership plans and annual fees in NZD" }),
  ).toBeHidden();
  await expect(table.getByRole("columnheader")).toHaveCount(4);
  const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(rows).toHaveCount(individualPlans.length);
  for (const [index, plan] of individualPlans.entries()) {
    const row = rows.nth(index);
    await expect(row.getByRole("rowheader")).toContainText(plan.name);
    await expect(row).toContainText(nzd(plan.price));
    await expect(row).toContainText(plan.duration);
    const choose = row.getByRole("link", {
      name: new RegExp(`^Choose Plan for the ${escapeRegExp(plan.name)} plan`),
    });
    await expect(choose).toHaveAttribute("href", plan.registration.href);
    await expect(choose).toHaveAttribute("target", "_blank");
    if (plan.popular) await expect(row).toContainText("Most popular");
    else await expect(row).not.toContainText("Most popular");
  }
});

test("individual plans: cards on phones, each Choose Plan opening its registration page in a new tab @phone", async ({
  page,
}) => {
  await expect(page.getByRole("table", { name: /Individual membership plans/ })).toBeHidden();
  const list = page.getByRole("list", { name: "Individual membership plans and annual fees in NZD" });
  await expect(list).toBeVisible();
  const cards = list.getByRole("listitem");
  await expect(cards).toHaveCount(individualPlans.length);
  for (const [index, plan] of individualPlans.entries()) {
    await expect(cards.nth(index).getByRole("heading", { level: 3 })).toHaveText(plan.name);
    await expect(cards.nth(index)).toContainText(nzd(plan.price));
    if (plan.popular) await expect(cards.nth(index)).toContainText("Most popular");
    else await expect(cards.nth(index)).not.toContainText("Most popular");
  }
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    cards
      .filter({ has: page.getByRole("heading", { level: 3, name: featured.name, exact: true }) })
      .getByRole("link", { name: /^Choose Plan/ })
      .click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(featured.registration.href);
  await popup.close();
});

test("organisation table: four NZD tiers whose Choose Plan opens the organisational page with that tier", async ({
  page,
  isMobile,
}) => {
  const section = page.getByRole("region", { name: "Membership for organisations" });
  const variant = isMobile
    ? section.getByRole("list", { name: /Organisational membership fees/ })
    : section.getByRole("table", {
        name: "Organisational membership fees in NZD by annual operating budget",
      });
  await expect(variant).toBeVisible();
  const tierLink = (label: string) =>
    variant.getByRole("link", { name: new RegExp(`operating budget of ${escapeRegExp(label)}`, "i") });
  for (const tier of tiers) {
    const link = tierLink(tier.label);
    await expect(link).toHaveAttribute("href", `/organizational-membership?budget=${tier.id}&currency=nzd`);
    await expect(link).not.toHaveAttribute("target", "_blank");
    await expect(variant).toContainText(nzd(tier.price));
  }
  await tierLink(followedTier.label).click();
  await expect(page).toHaveURL(
    new RegExp(`/organizational-membership\\?budget=${followedTier.id}&currency=nzd$`),
  );
  await expect(page.getByRole("combobox", { name: "Annual operating budget" })).toHaveValue(followedTier.id);
  await expect(page.getByTestId("fee-summary")).toContainText(nzd(followedTier.price));
});

test("notes: 50% discount with a mailto to the office, renewal from purchase date, group memberships", async ({
  page,
}) => {
  const notes = page.getByRole("region", { name: "Good to know" });
  await expect(notes).toContainText("GDP below USD 10,000");
  await expect(notes.getByRole("link", { name: "Request a discount code" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${escapeRegExp(contact.email.address)}\\?subject=`),
  );
  await expect(notes).toContainText("Renewal from your purchase date");
  await expect(notes).toContainText("Group memberships are arranged through the office");
  await expectNoAxeViolations(page);
});

test.describe("hero counters", () => {
  test.use({ reducedMotion: "reduce" });

  for (const width of [390, 1100, 1440]) {
    test(`fit their columns and line up at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const stats = page.getByRole("region", { name: "Membership" }).first().locator("dl");
      await expectCountedUp(stats);
      await expect(stats.locator("[data-count-up-digits]")).toHaveText(COUNTERS);
      const boxes = await stats.locator("dd").evaluateAll((items) =>
        items.map((item) => {
          const cell = item.getBoundingClientRect();
          const digits = item.querySelector("[data-count-up-digits]")?.getBoundingClientRect() ?? cell;
          return { cell, digits: { left: digits.left, right: digits.right, top: digits.top } };
        }),
      );
      for (const { cell, digits } of boxes) {
        expect(digits.left, "the number starts inside its column").toBeGreaterThanOrEqual(cell.left - 0.5);
        expect(digits.right, "the number ends inside its column").toBeLessThanOrEqual(cell.right + 0.5);
      }
      const isOneColumn = boxes.every(({ cell }) => Math.abs(cell.left - (boxes[0]?.cell.left ?? 0)) < 1);
      if (isOneColumn) {
        const centres = boxes.map(({ digits }) => (digits.left + digits.right) / 2);
        for (const centre of centres) expect(Math.abs(centre - (centres[0] ?? 0))).toBeLessThan(1);
      } else {
        const tops = boxes.map(({ digits }) => digits.top);
        for (const top of tops)
          expect(Math.abs(top - (tops[0] ?? 0)), "numbers share one line").toBeLessThan(1);
      }
    });
  }
});
