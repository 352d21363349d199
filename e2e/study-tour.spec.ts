import { studyTourParksIntro } from "@/src/data/study-tour";
import { loadEvents } from "@/lib/content/load";
import { daysIn, formatMonthFirstDate } from "@/lib/event-dates";
import { presentedEvents } from "@/lib/events";
import { defined } from "@/test/events";

import { escapeRegExp } from "./content-expect";
import { expect, expectNoAxeViolations, test, waitForHydration, waitForIsland } from "./fixtures";
import { expectHittable } from "./hit";
import { expectPageBehindHeld } from "./page-behind";
import { E2E_SITE_DATE } from "./ports";

/** The study tour out/ presents, built as of E2E_SITE_DATE (before it). */
const { studyTour: tour } = presentedEvents(loadEvents(), E2E_SITE_DATE);
const days = daysIn(tour);
const parksHeading = studyTourParksIntro.title(tour.parks.length, days);
/** The parks whose images the lightbox tests open: one from the middle, and the first. */
const middlePark = defined(tour.parks[Math.floor(tour.parks.length / 2)], "park of the study tour");
const firstPark = defined(tour.parks[0], "park of the study tour");
const euros = (price: { amount: number; currency: string }) =>
  new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency: price.currency,
    maximumFractionDigits: 0,
  }).format(price.amount);

test.beforeEach(async ({ page }) => {
  await page.goto("/study-tour");
  await waitForHydration(page);
});

test("hero buttons scroll smoothly to the tour and to the benefits", async ({ page }) => {
  const hero = page.getByRole("region", { name: tour.name }).first();
  await hero.getByRole("link", { name: "View Tour" }).click();
  await expect(page.locator("#parks")).toBeInViewport();
  await expect(page).toHaveURL(/#parks$/);

  await page.evaluate(() => window.scrollTo(0, 0));
  await hero.getByRole("link", { name: /^Learn More/ }).click();
  await expect(page.locator("#why-join")).toBeInViewport();
  await expect(page).toHaveURL(/#why-join$/);
});

test("shows the tour's parks with area, tag and location", async ({ page }) => {
  const parks = page.getByRole("region", { name: parksHeading });
  const cards = parks.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(cards).toHaveCount(tour.parks.length);
  for (const [index, park] of tour.parks.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(park.name);
    await expect(card).toContainText(`${park.hectares} ha`);
    await expect(card).toContainText(park.tag);
    await expect(card).toContainText(park.location);
  }
});

test("a park image opens a modal lightbox: focus trapped, Escape, close button and backdrop close it", async ({
  page,
}) => {
  const trigger = page.getByRole("button", { name: `View larger image of ${middlePark.name}` });
  await waitForIsland(trigger);
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: middlePark.name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${middlePark.hectares} ha`);
  // The page has scrolled to the park: the lightbox is still on screen and its controls hittable.
  await expectHittable(dialog.getByRole("button", { name: "Close image" }));
  await expectPageBehindHeld(page, true);
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press("Tab");
    await expect(dialog.locator(":focus")).toHaveCount(1);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expectPageBehindHeld(page, false);

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

test("the lightbox is as wide as the screen allows, its close button is off the picture, and it pages through the parks", async ({
  page,
}) => {
  const trigger = page.getByRole("button", { name: `View larger image of ${firstPark.name}` });
  await waitForIsland(trigger);
  const card = await trigger.boundingBox();
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: firstPark.name });
  await expect(dialog).toBeVisible();
  const picture = dialog.getByRole("img", { name: firstPark.alt });
  const [shown, close] = await Promise.all([
    picture.boundingBox(),
    dialog.getByRole("button", { name: "Close image" }).boundingBox(),
  ]);
  expect(shown?.width ?? 0, "never smaller than the card it enlarges").toBeGreaterThanOrEqual(
    card?.width ?? 0,
  );
  expect(
    (close?.y ?? 0) + (close?.height ?? 0),
    "the close button ends above the picture",
  ).toBeLessThanOrEqual(shown?.y ?? 0);
  const second = defined(tour.parks[1], "second park");
  await dialog.getByRole("button", { name: `Next park: ${second.name}` }).click();
  await expect(page.getByRole("dialog", { name: second.name })).toContainText(`${second.hectares} ha`);
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("dialog", { name: firstPark.name })).toBeVisible();
});

test("the open lightbox passes axe", async ({ page }) => {
  const trigger = page.getByRole("button", { name: `View larger image of ${firstPark.name}` });
  await waitForIsland(trigger);
  await trigger.click();
  await expect(page.getByRole("dialog", { name: firstPark.name })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("featured tour facts, and Register Now scrolls to the external early bird prices", async ({ page }) => {
  const featured = page.locator("#tour");
  await expect(featured.getByRole("heading", { level: 2 })).toHaveText(tour.name);
  for (const fact of [
    `${days} ${days === 1 ? "day" : "days"}`,
    formatMonthFirstDate(tour),
    `Limited to ${tour.capacity} participants`,
    `${tour.city}, ${tour.country}`,
  ])
    await expect(featured).toContainText(fact);

  await featured.getByRole("link", { name: /^Register Now/ }).click();
  const pricing = page.getByRole("region", { name: "Choose your early bird place" });
  await expect(pricing).toBeInViewport();
  await expect(page).toHaveURL(/#pricing$/);

  for (const price of tour.prices) {
    const card = pricing
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: price.name, exact: true }) });
    await expect(card).toContainText(euros(price));
    for (const item of price.includes) await expect(card).toContainText(item);
    const link = card.getByRole("link", { name: new RegExp(`^Register as ${escapeRegExp(price.name)}`) });
    await expect(link).toHaveAttribute("href", price.registration.href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("partner marks are the site's own drawings, not third-party images", async ({ page }) => {
  const partners = page.getByRole("region", { name: tour.partners.title });
  for (const { name } of tour.partners.items) await expect(partners).toContainText(name);
  await expect(partners.locator("img")).toHaveCount(0);
});

test("carries Event structured data with both prices", async ({ page }) => {
  const json = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = json
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d["@type"] === "Event");
  expect(event).toMatchObject({
    name: tour.name,
    startDate: tour.start,
    endDate: tour.end,
    offers: tour.prices.map((price) => ({ price: price.amount, priceCurrency: price.currency })),
  });
});
