import { formatDayRange, formatMonthYear } from "@/lib/event-dates";
import { loadEvents } from "@/lib/content/load";
import { presentedEvents, yearOf } from "@/lib/events";

import { expect, test, waitForHydration } from "./fixtures";
import { E2E_SITE_DATE } from "./ports";

/** The symposium out/ presents, built as of E2E_SITE_DATE (before it). */
const { symposium } = presentedEvents(loadEvents(), E2E_SITE_DATE);
const hero = `Symposium ${yearOf(symposium)}`;

test.beforeEach(async ({ page }) => {
  await page.goto("/symposium");
  await waitForHydration(page);
});

test("states the dates and venue, with highlights and registration status", async ({ page }) => {
  const main = page.getByRole("main");
  for (const text of [
    formatDayRange(symposium, "-"),
    symposium.venue,
    `${symposium.city}, ${symposium.country}`,
  ])
    await expect(main).toContainText(text);
  for (const highlight of symposium.highlights)
    await expect(page.getByRole("heading", { level: 3, name: highlight.title })).toBeVisible();
  const opens = symposium.registration?.opens;
  if (opens) await expect(main).toContainText(`Registration opens ${formatMonthYear(opens)}`);
  else await expect(main).not.toContainText("Registration opens");
  await expect(main).toContainText(symposium.earlyBird);
});

test("Register Now and Register Interest open external pages in a new tab", async ({ page }) => {
  const region = page.getByRole("region", { name: hero });
  for (const [name, href] of [
    [/^Register Now/, symposium.links.register.href],
    [/^Register Interest/, symposium.links.registerInterest.href],
  ] as const) {
    const link = region.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("View Program goes to the programme", async ({ page }) => {
  await page
    .getByRole("region", { name: hero })
    .getByRole("link", { name: /^View Program/ })
    .click();
  await expect(page).toHaveURL(/\/symposium-program$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Symposium Programme");
});

test("carries Event structured data for the symposium", async ({ page }) => {
  const json = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = json
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d["@type"] === "Event");
  expect(event).toMatchObject({
    name: symposium.name,
    startDate: symposium.start,
    endDate: symposium.end,
    location: {
      name: symposium.venue,
      address: { addressLocality: symposium.city, addressCountry: symposium.countryCode },
    },
  });
});
