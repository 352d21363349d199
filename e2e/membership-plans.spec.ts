import { formatPrice } from "@/lib/pricing";
import { planGroupsOf } from "@/src/data/plans";
import { externalLinks } from "@/src/data/site";
import { loadDatasetWithIds } from "@/lib/content/load";

import { expect, expectNoAxeViolations, test } from "./fixtures";

const plans = loadDatasetWithIds("plans");
const planGroups = planGroupsOf(plans);

test.beforeEach(async ({ page }) => {
  await page.goto("/membership-plans");
});

test("plan cards grouped Individual (with the trial), Supporter and Organizational", async ({ page }) => {
  for (const group of planGroups) {
    const section = page.getByRole("region", { name: group.title, exact: true });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(group.plans.map((plan) => plan.name));
  }
});

test("every card shows its USD, NZD and EUR price, duration and the exchange-rate note", async ({ page }) => {
  // The cards, as many as the plans, each with its plan's prices from content/plans/.
  await expect(page.getByRole("article")).toHaveCount(plans.length);
  for (const plan of plans) {
    // Shown NZD first, the association's home currency, then USD and EUR.
    const card = page.getByRole("article", { name: plan.name, exact: true });
    const fee = card.locator("dl");
    await expect(fee.locator("dd")).toHaveText([
      formatPrice(plan.price.nzd, "nzd"),
      formatPrice(plan.price.usd, "usd"),
      formatPrice(plan.price.eur, "eur"),
    ]);
    await expect(fee.locator("dt")).toHaveText(["NZD", "USD", "EUR"]);
    await expect(card).toContainText(plan.duration);
    await expect(card).toContainText("*based on the exchange rate at the time of purchase.");
    if (plan.popular) await expect(card).toContainText("Most popular");
    else await expect(card).not.toContainText("Most popular");
  }
});

test("Register Now opens the community platform signup in a new tab", async ({ page }) => {
  const buttons = page.getByRole("link", { name: /^Register Now/ });
  // One per plan, and the two calls to action around the cards.
  await expect(buttons).toHaveCount(plans.length + 2);
  for (const button of await buttons.all()) {
    await expect(button).toHaveAttribute("href", externalLinks.communitySignup.href);
    await expect(button).toHaveAttribute("target", "_blank");
    await expect(button).toHaveAttribute("rel", /noopener/);
  }
});

test("important notes and axe", async ({ page }) => {
  const notes = page.getByRole("region", { name: "Important notes" });
  await expect(notes.getByRole("listitem")).toHaveCount(6);
  await expect(notes.getByRole("link", { name: "Email the office" })).toHaveAttribute("href", /^mailto:/);
  await expectNoAxeViolations(page);
});

for (const width of [390, 768, 1024, 1280, 1440]) {
  test(`every price fits inside its chip at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const chips = page.locator("article dl > div");
    await expect(chips).toHaveCount(plans.length * 3);
    const tight = await chips.evaluateAll((items) =>
      items.flatMap((chip) => {
        const box = chip.getBoundingClientRect();
        return [...chip.children].flatMap((child) => {
          const range = document.createRange();
          range.selectNodeContents(child);
          const text = range.getBoundingClientRect();
          const room = Math.min(text.left - box.left, box.right - text.right);
          return room < 4 ? [`${child.textContent} has ${room.toFixed(1)} px to its chip's edge`] : [];
        });
      }),
    );
    expect(tight).toEqual([]);
  });
}

test("a group with fewer than four plans still fills its row on a wide screen @desktop", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const group of planGroups) {
    const section = page.getByRole("region", { name: group.title, exact: true });
    const { used, available } = await section
      .getByRole("list")
      .first()
      .evaluate((list) => {
        const cards = [...list.querySelectorAll("article")].map((card) => card.getBoundingClientRect());
        const left = Math.min(...cards.map((card) => card.left));
        const right = Math.max(...cards.map((card) => card.right));
        return { used: right - left, available: list.getBoundingClientRect().width };
      });
    expect(used / available, `${group.title}: share of the row its cards use`).toBeGreaterThan(0.9);
  }
});
