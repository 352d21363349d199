import { loadDatasetWithIds } from "@/lib/content/load";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const organisationTypes = loadDatasetWithIds("organisationTypes");
const agency = organisationTypes[1];
if (!agency) throw new Error("content/organisation-types/ holds fewer than two types");

const BUDGET = "Annual operating budget";
const FEES = {
  less_than_1m: { nzd: "NZ$680", usd: "$394", eur: "€340" },
  "1_to_10m": { nzd: "NZ$1350", usd: "$783", eur: "€675" },
  "10_to_40m": { nzd: "NZ$2785", usd: "$1615", eur: "€1393" },
  over_40m: { nzd: "NZ$3755", usd: "$2178", eur: "€1878" },
} as const;

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

  test("defaults to under 1 million in NZD: five cards at NZ$680 and the summary shown", async ({ page }) => {
    await expect(page.getByRole("combobox", { name: BUDGET })).toHaveValue("less_than_1m");
    await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("nzd");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(5);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      organisationTypes.map((type) => type.name),
    );
    await expect(page.getByTestId("card-price")).toHaveText(Array(5).fill("NZ$680per year"));
    await expect(page.getByTestId("fee-summary")).toBeVisible();
    await expect(page.getByTestId("fee-summary")).toContainText("NZ$680");
    await expect(page.getByText(/The Board decides whether an organisation qualifies/)).toBeVisible();
  });

  test("every budget × currency shows the spec's fee, announced politely, in the URL", async ({ page }) => {
    const live = page.locator('[aria-live="polite"]').filter({ hasText: /./ });
    for (const [budget, fees] of Object.entries(FEES)) {
      await page.getByRole("combobox", { name: BUDGET }).selectOption(budget);
      for (const [currency, fee] of Object.entries(fees)) {
        await page.getByRole("combobox", { name: "Currency" }).selectOption(currency);
        await expect(page.getByTestId("card-price").first()).toHaveText(`${fee}per year`);
        await expect(page.getByTestId("fee-summary")).toContainText(fee);
        await expect(live).toContainText(`Your annual fee: ${fee} per year`);
        await expect(page).toHaveURL(new RegExp(`\\?budget=${budget}&currency=${currency}$`));
      }
    }
  });

  test("each card's Register opens its type's page for the selected tier in a new tab", async ({ page }) => {
    await page.getByRole("combobox", { name: BUDGET }).selectOption("1_to_10m");
    for (const type of organisationTypes) {
      const link = page.getByRole("article", { name: type.name }).getByRole("link", { name: /^Register as/ });
      await expect(link).toHaveAttribute("href", type.urls["1_to_10m"]);
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
    expect(popup.url()).toBe(agency.urls["1_to_10m"]);
    await popup.close();
  });

  test("the 'Select budget' choice shows 'Select budget' on the cards and hides the summary, without layout shift", async ({
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
    await expect(page.getByTestId("card-price")).toHaveText(Array(5).fill("Select budget"));
    await expect(page.getByTestId("fee-summary")).toBeHidden();
    await expect(page.getByRole("button", { name: "Select a budget to register" })).toHaveCount(5);
    await expect(page.getByRole("article").getByRole("link")).toHaveCount(0);
    expect(await cardTop()).toEqual(before);
    await expect(page).toHaveURL(/\?budget=none&currency=nzd$/);
    await expectNoAxeViolations(page);

    await page.getByRole("combobox", { name: BUDGET }).selectOption("over_40m");
    await expect(page.getByTestId("fee-summary")).toBeVisible();
    await expect(page.getByTestId("fee-summary")).toContainText("NZ$3755");
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
      /^mailto:office@worldurbanparks\.org/,
    );
    await expect(contact.getByRole("link", { name: "See individual membership" })).toHaveAttribute(
      "href",
      "/membership",
    );
  });
});

test("a shared link opens its selection", async ({ page }) => {
  await page.goto("/organizational-membership?budget=10_to_40m&currency=eur");
  await waitForHydration(page);
  await expect(page.getByRole("combobox", { name: BUDGET })).toHaveValue("10_to_40m");
  await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("eur");
  await expect(page.getByTestId("card-price").first()).toHaveText("€1393per year");
  await expect(page.getByTestId("fee-summary")).toContainText("€1393");
});

test("a shared link with no budget shows 'Select budget' and no summary", async ({ page }) => {
  await page.goto("/organizational-membership?budget=none&currency=usd");
  await waitForHydration(page);
  await expect(page.getByTestId("card-price").first()).toHaveText("Select budget");
  await expect(page.getByTestId("fee-summary")).toBeHidden();
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
