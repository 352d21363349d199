import { budgetTiersOf, formatPrice } from "@/lib/pricing";
import { organisationSelectorCopy } from "@/src/data/organisation-selector-copy";
import { currencyOptions, DEFAULT_BUDGET } from "@/src/data/plans";
import { contact as contacts } from "@/src/data/site";
import { loadDataset, loadDatasetWithIds } from "@/lib/content/load";
import { defined } from "@/test/events";

import { escapeRegExp } from "./content-expect";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const organisationTypes = loadDatasetWithIds("organisationTypes");
const agency = organisationTypes[1];
if (!agency) throw new Error("content/organisation-types/ holds fewer than two types");

const BUDGET = "Annual operating budget";
/** The operating-budget tiers, each with its fees, from content/budget-tiers/. */
const tiers = budgetTiersOf(loadDataset("budgetTiers"));
/** The tier the page opens with (less than 1 million, docs/product.md §4). */
const defaultTier = defined(
  tiers.find((tier) => tier.id === DEFAULT_BUDGET),
  "budget tier for the default budget",
);
const lastTier = defined(tiers.at(-1), "budget tier");
/** A tier in the middle, as a shared link might name. */
const sharedTier = defined(tiers[Math.floor(tiers.length / 2)], "budget tier");
const cardCount = organisationTypes.length;

test.beforeEach(async ({ context }) => {
  // No internet here: answer the external registration pages so a popup's address can be checked.
  await context.route("https://wup.imiscloud.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Registration</title>" }),
  );
});

test.describe("with the defaults", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/organizational-membership");
    await waitForHydration(page);
  });

  test("defaults to under 1 million in NZD: the summary shows its fee, once", async ({ page }) => {
    const fee = formatPrice(defaultTier.price.nzd, "nzd");
    await expect(page.getByRole("combobox", { name: BUDGET })).toHaveValue(defaultTier.id);
    await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("nzd");
    await expect(page.getByTestId("fee-summary")).toBeVisible();
    await expect(page.getByTestId("fee-summary")).toContainText(fee);
    await expect(page.getByText(/The Board decides whether an organisation qualifies/)).toBeVisible();
  });

  test("on a phone: a compact card per type with its fee @phone", async ({ page }) => {
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(cardCount);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      organisationTypes.map((type) => type.name),
    );
    await expect(page.getByTestId("card-price")).toHaveText(
      Array(cardCount).fill(`${formatPrice(defaultTier.price.nzd, "nzd")}per year`),
    );
    await expect(page.getByRole("table")).toBeHidden();
  });

  test("on a wide screen: one table compares every tier's fee and link, the chosen tier marked @desktop", async ({
    page,
  }) => {
    const table = page.getByRole("table", { name: /by organisation type and operating budget/ });
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(table.getByRole("rowheader")).toHaveCount(cardCount);
    for (const tier of tiers) {
      await expect(
        table.getByRole("columnheader", { name: new RegExp(escapeRegExp(tier.label)) }),
      ).toContainText(formatPrice(tier.price.nzd, "nzd"));
    }
    await expect(table.getByRole("columnheader", { name: /^Your budget/ })).toContainText(defaultTier.label);
    for (const type of organisationTypes) {
      const row = table
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: new RegExp(escapeRegExp(type.name)) }) });
      await expect(row.getByRole("link")).toHaveCount(tiers.length);
      for (const [index, tier] of tiers.entries())
        await expect(row.getByRole("link").nth(index)).toHaveAttribute("href", type.urls[tier.id]);
    }
    await page.getByRole("combobox", { name: "Currency" }).selectOption("eur");
    await expect(
      table.getByRole("columnheader", { name: new RegExp(escapeRegExp(lastTier.label)) }),
    ).toContainText(formatPrice(lastTier.price.eur, "eur"));
  });

  test("every budget × currency shows its tier's fee, announced politely, in the URL", async ({ page }) => {
    const live = page.locator('[aria-live="polite"]').filter({ hasText: /./ });
    for (const { id: budget, price } of tiers) {
      await page.getByRole("combobox", { name: BUDGET }).selectOption(budget);
      for (const { id: currency } of currencyOptions) {
        const fee = formatPrice(price[currency], currency);
        await page.getByRole("combobox", { name: "Currency" }).selectOption(currency);
        await expect(page.getByTestId("fee-summary")).toContainText(fee);
        await expect(live).toContainText(`Your annual fee: ${fee} per year`);
        await expect(page).toHaveURL(new RegExp(`\\?budget=${budget}&currency=${currency}$`));
      }
    }
  });

  test("each card's Register opens its type's page for the selected tier in a new tab @phone", async ({
    page,
  }) => {
    await page.getByRole("combobox", { name: BUDGET }).selectOption(sharedTier.id);
    for (const type of organisationTypes) {
      const link = page.getByRole("article", { name: type.name }).getByRole("link", { name: /^Register as/ });
      await expect(link).toHaveAttribute("href", type.urls[sharedTier.id]);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .getByRole("article", { name: agency.name })
        .getByRole("link", { name: /^Register as/ })
        .click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(agency.urls[sharedTier.id]);
    await popup.close();
  });

  test("the 'Select budget' choice shows 'Select budget' on the cards and hides the summary, without layout shift @phone", async ({
    page,
  }) => {
    const firstCard = page.getByRole("article").first();
    const cardTop = () =>
      firstCard.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { top: box.top + window.scrollY, height: box.height };
      });
    const before = await cardTop();
    await page.getByRole("combobox", { name: BUDGET }).selectOption({ label: "Select budget" });
    await expect(page.getByTestId("card-price")).toHaveText(Array(cardCount).fill("Select budget"));
    await expect(page.getByTestId("fee-summary")).toBeHidden();
    await expect(page.getByRole("button", { name: "Select a budget to register" })).toHaveCount(cardCount);
    await expect(page.getByRole("article").getByRole("link")).toHaveCount(0);
    expect(await cardTop()).toEqual(before);
    await expect(page).toHaveURL(/\?budget=none&currency=nzd$/);
    await expectNoAxeViolations(page);

    await page.getByRole("combobox", { name: BUDGET }).selectOption(lastTier.id);
    await expect(page.getByTestId("fee-summary")).toBeVisible();
    await expect(page.getByTestId("fee-summary")).toContainText(formatPrice(lastTier.price.nzd, "nzd"));
  });

  test("the 'Select budget' choice hides the summary and leaves the table in place @desktop", async ({
    page,
  }) => {
    const table = page.getByRole("table");
    const before = await table.boundingBox();
    await page.getByRole("combobox", { name: BUDGET }).selectOption({ label: "Select budget" });
    await expect(page.getByTestId("fee-summary")).toBeHidden();
    await expect(table.getByRole("columnheader", { name: /^Your budget/ })).toHaveCount(0);
    expect(await table.boundingBox()).toEqual(before);
    await expectNoAxeViolations(page);
  });

  test("benefits and contact: three tiles, a link to /membership and an office mailto", async ({ page }) => {
    await expect(
      page
        .getByRole("region", { name: "What your organisation receives" })
        .getByRole("heading", { level: 3 }),
    ).toHaveCount(3);
    const contact = page.getByRole("region", { name: "Questions about organisational membership?" });
    await expect(contact.getByRole("link", { name: "Email the office" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${escapeRegExp(contacts.email.address)}`),
    );
    await expect(contact.getByRole("link", { name: "See individual membership" })).toHaveAttribute(
      "href",
      "/membership",
    );
  });
});

test("a shared link opens its selection", async ({ page }) => {
  const fee = formatPrice(sharedTier.price.eur, "eur");
  await page.goto(`/organizational-membership?budget=${sharedTier.id}&currency=eur`);
  await waitForHydration(page);
  await expect(page.getByRole("combobox", { name: BUDGET })).toHaveValue(sharedTier.id);
  await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("eur");
  await expect(page.getByTestId("fee-summary")).toContainText(fee);
});

test("a shared link with no budget shows 'Select budget' and no summary", async ({ page }) => {
  await page.goto("/organizational-membership?budget=none&currency=usd");
  await waitForHydration(page);
  await expect(page.getByTestId("fee-summary")).toBeHidden();
  await expect(page.getByText(organisationSelectorCopy.budgetPrompt)).toBeVisible();
});

test("the hero artwork moves with the scroll (parallax, factor 0.5)", async ({ page }) => {
  await page.goto("/organizational-membership");
  await waitForHydration(page);
  const layer = page.locator("[data-parallax]");
  await expect(layer).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect
    .poll(() => layer.evaluate((element) => getComputedStyle(element).transform))
    .toMatch(/matrix\(1, 0, 0, 1, 0, 100\)/);
});

test("the hero artwork stays still under reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/organizational-membership");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 200));
  await page.waitForTimeout(300);
  const transform = await page
    .locator("[data-parallax]")
    .evaluate((element) => getComputedStyle(element).transform);
  expect(transform === "none" || transform === "matrix(1, 0, 0, 1, 0, 0)").toBe(true);
});
