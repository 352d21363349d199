import { expect, expectNoAxeViolations, test, waitForHydration, waitForIsland } from "./fixtures";
import { expectHittable } from "./hit";

const PARKS = [
  ["Parc de la Tête d'Or", "117 ha"],
  ["Domaine de Lacroix-Laval", "115 ha"],
  ["Parc Blandan", "17 ha"],
  ["Parc de Parilly", "178 ha"],
  ["Riverside parkland", "150 ha"],
] as const;

test.beforeEach(async ({ page }) => {
  await page.goto("/study-tour");
  await waitForHydration(page);
});

test("hero buttons scroll smoothly to the tour and to the benefits", async ({ page }) => {
  const hero = page.getByRole("region", { name: "Study Tour France 2025" }).first();
  await hero.getByRole("link", { name: "View Tour" }).click();
  await expect(page.locator("#parks")).toBeInViewport();
  await expect(page).toHaveURL(/#parks$/);

  await page.evaluate(() => window.scrollTo(0, 0));
  await hero.getByRole("link", { name: /^Learn More/ }).click();
  await expect(page.locator("#why-join")).toBeInViewport();
  await expect(page).toHaveURL(/#why-join$/);
});

test("shows five Lyon parks with area, tag and location", async ({ page }) => {
  const parks = page.getByRole("region", { name: "5 parks in two days" });
  const cards = parks.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(cards).toHaveCount(5);
  for (const [index, [name, area]] of PARKS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
    await expect(card).toContainText(area);
  }
});

test("a park image opens a modal lightbox: focus trapped, Escape, close button and backdrop close it", async ({
  page,
}) => {
  const trigger = page.getByRole("button", { name: "View larger image of Parc Blandan" });
  await waitForIsland(trigger);
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Parc Blandan" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("17 ha");
  // The page has scrolled to the park: the lightbox is still on screen and its controls hittable.
  await expectHittable(dialog.getByRole("button", { name: "Close image" }));
  await expect(page.locator("body")).toHaveAttribute("data-scroll-locked", /\d/);
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press("Tab");
    await expect(dialog.locator(":focus")).toHaveCount(1);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(page.locator("body")).not.toHaveAttribute("data-scroll-locked", /\d/);

  await trigger.click();
  await dialog.getByRole("button", { name: "Close image" }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("the open lightbox passes axe", async ({ page }) => {
  const trigger = page.getByRole("button", { name: "View larger image of Parc de la Tête d'Or" });
  await waitForIsland(trigger);
  await trigger.click();
  await expect(page.getByRole("dialog", { name: "Parc de la Tête d'Or" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("featured tour facts, and Register Now scrolls to two external early bird prices", async ({ page }) => {
  const tour = page.locator("#tour");
  await expect(tour.getByRole("heading", { level: 2 })).toHaveText("Study Tour France 2025");
  for (const fact of ["2 days", "December 03-04, 2025", "Limited to 50 participants", "Lyon, France"])
    await expect(tour).toContainText(fact);

  await tour.getByRole("link", { name: /^Register Now/ }).click();
  const pricing = page.getByRole("region", { name: "Choose your early bird place" });
  await expect(pricing).toBeInViewport();
  await expect(page).toHaveURL(/#pricing$/);

  for (const [name, price] of [
    ["Early Bird Member", "€170"],
    ["Early Bird No Member", "€240"],
  ] as const) {
    const card = pricing
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card).toContainText(price);
    await expect(card).toContainText("Night Cocktail");
    await expect(card).toContainText("VIP Paysalia pass");
    const link = card.getByRole("link", { name: new RegExp(`Register as ${name}`) });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(pricing).toContainText("1 year of professional membership");
});

test("partner marks are the site's own drawings, not third-party images", async ({ page }) => {
  const partners = page.getByRole("region", { name: "Made possible with Lyon" });
  for (const name of ["World Urban Parks", "Paysalia", "Ville de Lyon", "Métropole de Lyon"])
    await expect(partners).toContainText(name);
  await expect(partners.locator("img")).toHaveCount(0);
});

test("carries Event structured data with both prices", async ({ page }) => {
  const json = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = json
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d["@type"] === "Event");
  expect(event).toMatchObject({
    name: "Study Tour France 2025",
    startDate: "2025-12-03",
    endDate: "2025-12-04",
    offers: [
      { price: 170, priceCurrency: "EUR" },
      { price: 240, priceCurrency: "EUR" },
    ],
  });
});
