import type { Page } from "@playwright/test";

import { answerAnalyticsConsent } from "./consent";
import { E2E_LIVE_URL } from "./ports";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/*
 * The events after their dates, as production builds the site today (out-live/: as of its build
 * day, moved on to the browser's). Every 2025 event is over: no page may offer to register, apply,
 * buy an early-bird place or add it to a calendar, and each says what happened instead. The
 * spec's states (before the events) are the other specs', on out/ built as of 2025-06-01.
 */
test.use({ baseURL: E2E_LIVE_URL });

test.beforeEach(async ({ context, page }) => {
  // The live build has analytics configured: the visitor has declined it (no banner over the
  // page), and nothing may leave the machine in any case.
  await answerAnalyticsConsent(context);
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) =>
    route.fulfill({ status: 204, contentType: "text/javascript", body: "" }),
  );
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const NO_LONGER_OFFERED = [
  /^Register Now/,
  /^Register Interest/,
  /^Apply Now/,
  /^Add to calendar/,
  /Early Bird/,
];

async function expectNothingOnOffer(page: Page) {
  const main = page.getByRole("main");
  for (const name of NO_LONGER_OFFERED) {
    await expect(main.getByRole("link", { name })).toHaveCount(0);
    await expect(main.getByRole("button", { name })).toHaveCount(0);
  }
}

test("the home page's event cards say what happened and link to what lasts", async ({ page }) => {
  await open(page, "/");
  const events = page.locator("#community");
  await expect(events.getByText("Open", { exact: true })).toHaveCount(0);
  await expect(events.getByText("Upcoming", { exact: true })).toHaveCount(0);
  await expect(events.getByText("Registration", { exact: true })).toHaveCount(0);
  await expect(events.getByRole("button", { name: "Coming Soon" })).toHaveCount(0);
  await expect(events.getByText("Awarded", { exact: true })).toBeVisible();
  await expect(events.getByText("Held", { exact: true })).toHaveCount(2);
  await expect(events.getByRole("link", { name: /^See the Winners/ })).toHaveAttribute(
    "href",
    "/wup-awards/winners",
  );
  await expect(events.getByRole("link", { name: /^See the Programme/ })).toHaveAttribute(
    "href",
    "/symposium-program",
  );
  await expect(events.getByRole("link", { name: /^About the Tour/ })).toHaveAttribute("href", "/study-tour");
  await expectNothingOnOffer(page);
  await expectNoAxeViolations(page, { include: "#community" });
});

test("/symposium says it was held, without registration, and links to the programme and winners", async ({
  page,
}) => {
  await open(page, "/symposium");
  await expect(page.getByRole("heading", { name: "Held 8–10 October 2025 in Istanbul" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Registration opens February 2025");
  await expect(page.getByRole("main")).not.toContainText("Early bird opens soon");
  await expectNothingOnOffer(page);
  const hero = page.getByRole("region", { name: "Symposium 2025" });
  await expect(hero.getByRole("link", { name: /^View Program/ })).toHaveAttribute(
    "href",
    "/symposium-program",
  );
  await expect(hero.getByRole("link", { name: /^See the Winners/ })).toHaveAttribute(
    "href",
    "/wup-awards/winners",
  );
  await expectNoAxeViolations(page);
});

test("/study-tour says it was held and sells no early-bird places", async ({ page }) => {
  await open(page, "/study-tour");
  await expect(page.getByRole("heading", { name: "Held 3–4 December 2025 in Lyon" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Early Bird Member");
  await expect(page.getByRole("main")).not.toContainText("€170");
  await expectNothingOnOffer(page);
  await page.getByRole("link", { name: /^See the Parks/ }).click();
  await expect(page).toHaveURL(/#parks$/);
  await expectNoAxeViolations(page);
});

test("/symposium-program keeps the programme and the venue, without Register Now", async ({ page }) => {
  await open(page, "/symposium-program");
  await expect(page.getByRole("tablist", { name: "Symposium days" }).getByRole("tab")).toHaveCount(3);
  await expectNothingOnOffer(page);
});

test("the Events menu describes the symposium and the study tour as held @desktop", async ({ page }) => {
  await open(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Events" }).click();
  await expect(nav.getByRole("link", { name: /Symposium/ })).toContainText("Held in Istanbul, October 2025");
  await expect(nav.getByRole("link", { name: /Study Tour/ })).toContainText("Held in Lyon, December 2025");
  await expect(nav).not.toContainText("Istanbul, October 2025Held");
});

test("a browser whose clock is behind the build never brings a past state back", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2025-06-01T10:00:00"));
  await open(page, "/symposium");
  await expect(page.getByRole("heading", { name: "Held 8–10 October 2025 in Istanbul" })).toBeVisible();
  await expectNothingOnOffer(page);
});
