import type { APIRequestContext, Page } from "@playwright/test";

import { eventsHeadings } from "@/src/data/home";
import { isPresented } from "@/content/schemas/event";
import { symposiumHighlightsIntro } from "@/src/data/symposium";
import type { Day } from "@/lib/as-of";
import { loadEvents, readDataset } from "@/lib/content/load";
import { formatDayRange, formatMonthYear, nextParksWeek } from "@/lib/event-dates";
import { nextEditionCopy, pastEditionsIntro } from "@/src/data/parks-week";
import { eventsOfKind, pastParksWeeks, presentedEvents, yearOf } from "@/lib/events";
import { daysOf, programmeState, programmeSymposium } from "@/lib/programme";

import { answerAnalyticsConsent } from "./consent";
import { addDays, builtAsOf } from "./content-expect";
import { E2E_LIVE_URL } from "./ports";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/*
 * The events after their dates, as production builds the site (out-live/: as of its build day,
 * moved on to the browser's). The build presents the editions of its day (lib/events.ts); a
 * browser whose clock has passed all of them must find every one over: no page may offer to
 * register, apply, buy an early-bird place or add it to a calendar, and each says what happened
 * instead. Which editions those are, and their dates, come from content/events/ and the build's
 * day, so a new edition changes what is expected, not whether the spec passes. The spec's states
 * (before the events) are the other specs', on out/ built as of 2025-06-01.
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

const events = loadEvents();
const programmeDays = readDataset("programme").map((day) => day.data);

/** The editions the live build presents: those of the day it was built as of. */
async function presentedLive(request: APIRequestContext) {
  const day = await builtAsOf(request, E2E_LIVE_URL);
  return { day, ...presentedEvents(events, day) };
}

const today = (): Day => new Date().toISOString().slice(0, 10);

/**
 * Opens the browser on a day after every presented edition (today, once they are all over) and
 * returns them: the page script moves the build's states on to that day.
 */
async function afterTheEvents(page: Page, request: APIRequestContext) {
  const live = await presentedLive(request);
  const lastEnd = [live.awards.end, live.symposium.end, live.studyTour.end].sort().at(-1) ?? live.day;
  const after = addDays(lastEnd, 1);
  if (after > today()) await page.clock.setFixedTime(new Date(`${after}T10:00:00Z`));
  return live;
}

/** Elements of the page's main part that show `text` (not the hidden states of other days). */
const visibleText = (page: Page, text: string) =>
  page.getByRole("main").getByText(text).filter({ visible: true });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const heldTitle = (event: { start: Day; end: Day; city: string }) =>
  `Held ${formatDayRange(event)} in ${event.city}`;
const heldInMenu = (event: { start: Day; city: string }) =>
  `Held in ${event.city}, ${formatMonthYear(event.start)}`;

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

test("the home page's event cards say what happened and link to what lasts", async ({ page, request }) => {
  const { symposium } = await afterTheEvents(page, request);
  const { hasProgramme } = programmeState(symposium, programmeDays);
  await open(page, "/");
  const cards = page.locator("#community");
  // A build made before the events holds every state they can still take; only the day's shows.
  const shown = (text: string) => cards.getByText(text, { exact: true }).filter({ visible: true });
  await expect(shown("Open")).toHaveCount(0);
  await expect(shown("Upcoming")).toHaveCount(0);
  await expect(shown("Coming Up")).toHaveCount(0);
  await expect(shown("Registration")).toHaveCount(0);
  await expect(cards.getByRole("button", { name: "Coming Soon" })).toHaveCount(0);
  await expect(shown("Awarded")).toHaveCount(1);
  await expect(shown("Held")).toHaveCount(2);
  await expect(cards.getByRole("link", { name: /^See the Winners/ })).toHaveAttribute(
    "href",
    "/wup-awards/winners",
  );
  // The symposium's card leads to its programme, or to its page while it has none.
  const symposiumLink = hasProgramme
    ? cards.getByRole("link", { name: /^See the Programme/ })
    : cards.getByRole("link", {
        name: `Learn More about the ${yearOf(symposium)} Symposium in ${symposium.city}`,
      });
  await expect(symposiumLink).toHaveAttribute("href", hasProgramme ? "/symposium-program" : "/symposium");
  await expect(cards.getByRole("link", { name: /^About the Tour/ })).toHaveAttribute("href", "/study-tour");
  await expectNothingOnOffer(page);
  // Nothing is ahead: the section no longer invites, it says so, and no card counts places.
  await expect(page.getByRole("region", { name: eventsHeadings.none, exact: true })).toBeVisible();
  await expect(cards.getByText(/not announced yet/)).toBeVisible();
  await expect(
    cards.getByText(/join us in|explore the parks of|apply for the/).filter({ visible: true }),
  ).toHaveCount(0);
  await expect(cards.getByText(/^Limited to \d+ participants$/).filter({ visible: true })).toHaveCount(0);
  await expectNoAxeViolations(page, { include: "#community" });
});

test("every page's footer carries the build's year", async ({ page, request }) => {
  const { day } = await afterTheEvents(page, request);
  await page.goto("/privacy");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${day.slice(0, 4)} World Urban Parks`);
});

test("/symposium says it was held, without registration, and links to the programme and winners", async ({
  page,
  request,
}) => {
  const { symposium } = await afterTheEvents(page, request);
  const { hasProgramme } = programmeState(symposium, programmeDays);
  await open(page, "/symposium");
  await expect(page.getByRole("heading", { name: heldTitle(symposium) })).toBeVisible();
  // It leads with what happened, and no longer says what to expect.
  await expect(
    page.getByRole("main").getByRole("heading", { level: 2 }).filter({ visible: true }).first(),
  ).toHaveText(heldTitle(symposium));
  await expect(visibleText(page, symposiumHighlightsIntro.title)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: symposiumHighlightsIntro.heldTitle })).toBeVisible();
  const opens = symposium.registration?.opens;
  if (opens) await expect(visibleText(page, `Registration opens ${formatMonthYear(opens)}`)).toHaveCount(0);
  await expect(visibleText(page, symposium.earlyBird)).toHaveCount(0);
  await expectNothingOnOffer(page);
  const hero = page.getByRole("region", { name: `Symposium ${yearOf(symposium)}` });
  await expect(hero.getByRole("link", { name: /^View Program/ })).toHaveCount(hasProgramme ? 1 : 0);
  if (hasProgramme)
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

test("/study-tour says it was held and sells no early-bird places", async ({ page, request }) => {
  const { studyTour } = await afterTheEvents(page, request);
  await open(page, "/study-tour");
  await expect(page.getByRole("heading", { name: heldTitle(studyTour) })).toBeVisible();
  // It leads with what happened; why to join and how many places there are go.
  await expect(
    page.getByRole("main").getByRole("heading", { level: 2 }).filter({ visible: true }).first(),
  ).toHaveText(heldTitle(studyTour));
  await expect(visibleText(page, "Why join")).toHaveCount(0);
  await expect(visibleText(page, `Limited to ${studyTour.capacity} participants`)).toHaveCount(0);
  for (const price of studyTour.prices) {
    const amount = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: price.currency,
      maximumFractionDigits: 0,
    }).format(price.amount);
    await expect(visibleText(page, price.name)).toHaveCount(0);
    await expect(visibleText(page, amount)).toHaveCount(0);
  }
  await expectNothingOnOffer(page);
  await page.getByRole("link", { name: /^See the Parks/ }).click();
  await expect(page).toHaveURL(/#parks$/);
  await expectNoAxeViolations(page);
});

test("/symposium-program keeps the programme and the venue, without Register Now", async ({
  page,
  request,
}) => {
  const { symposium } = await afterTheEvents(page, request);
  // The programme of the presented symposium, or of the latest earlier one that has one.
  const shown = programmeSymposium(
    eventsOfKind(events, "symposium").filter(isPresented),
    symposium,
    programmeDays,
  );
  await open(page, "/symposium-program");
  await expect(page.getByRole("tablist", { name: "Symposium days" }).getByRole("tab")).toHaveCount(
    daysOf(shown, programmeDays).length,
  );
  // A held symposium's programme is no longer "examples until the final schedule is published".
  await expect(visibleText(page, "until the final schedule is published")).toHaveCount(0);
  await expectNothingOnOffer(page);
});

test("the Events menu describes the symposium and the study tour as held @desktop", async ({
  page,
  request,
}) => {
  const { symposium, studyTour } = await afterTheEvents(page, request);
  await open(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Events" }).click();
  await expect(nav.getByRole("link", { name: /Symposium/ })).toContainText(heldInMenu(symposium));
  await expect(nav.getByRole("link", { name: /Study Tour/ })).toContainText(heldInMenu(studyTour));
  // Only the past line: not the line of before the event as well.
  for (const [name, event] of [
    [/Symposium/, symposium],
    [/Study Tour/, studyTour],
  ] as const) {
    const before = `${event.city}, ${formatMonthYear(event.start)}`;
    const link = nav.getByRole("link", { name });
    await expect(link.getByText(before, { exact: true }).filter({ visible: true })).toHaveCount(0);
  }
});

test("a browser whose clock is behind the build never brings a past state back", async ({
  page,
  request,
}) => {
  const live = await presentedLive(request);
  // An event page whose edition was over on the build's day.
  const over = [
    { path: "/symposium", event: live.symposium },
    { path: "/study-tour", event: live.studyTour },
  ].find(({ event }) => event.end < live.day);
  test.skip(
    !over,
    `neither the symposium nor the study tour the live build presents is over on its day (${live.day})`,
  );
  if (!over) return;
  // The day before it began: a browser that far behind would otherwise offer to register.
  await page.clock.setFixedTime(new Date(`${addDays(over.event.start, -1)}T10:00:00Z`));
  await open(page, over.path);
  await expect(page.getByRole("heading", { name: heldTitle(over.event) })).toBeVisible();
  await expectNothingOnOffer(page);
});

test("/parks-week's next edition and its calendar file move on to the following year once the build's next week is over", async ({
  page,
  request,
}) => {
  const { day } = await presentedLive(request);
  // The build's next week (from its own day), and the day after it ends, which a browser may reach before a rebuild.
  const built = nextParksWeek(new Date(`${day}T00:00:00Z`));
  const after = addDays(built.end, 1);
  await page.clock.setFixedTime(new Date(`${after}T10:00:00Z`));
  await page.goto("/parks-week");
  const next = page.getByRole("region", { name: nextEditionCopy.eyebrow });
  await expect(next).toContainText(formatDayRange(nextParksWeek(new Date(`${after}T10:00:00Z`))), {
    useInnerText: true,
  });
  await expect(next).not.toContainText(formatDayRange(built), { useInnerText: true });

  // Its calendar file is the following year's too: one link, to that week.
  const following = nextParksWeek(new Date(`${after}T10:00:00Z`));
  const calendar = page.getByRole("link", { name: /Add to calendar/ });
  await expect(calendar).toHaveCount(1);
  await expect(calendar).toHaveAccessibleName(new RegExp(`World Parks Week ${following.year}`));
  const ics = await (await request.get((await calendar.getAttribute("href")) ?? "")).text();
  expect(ics).toContain(`SUMMARY:World Parks Week ${following.year}`);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${following.start.replaceAll("-", "")}`);
});

test("/parks-week lists every week before the build's day, the years after the last recorded one included", async ({
  page,
  request,
}) => {
  const { day } = await presentedLive(request);
  await page.goto("/parks-week");
  const list = page.getByRole("region", { name: pastEditionsIntro.title }).getByRole("listitem");
  const expected = pastParksWeeks(events, day).map((edition) => String(yearOf(edition)));
  await expect(list.locator("p").filter({ hasText: /^\d{4}$/ })).toHaveText(expected);
  // No year is skipped after the latest recorded edition.
  const recorded = eventsOfKind(events, "parks-week").filter((edition) => edition.end < day);
  const since = Number(recorded.at(-1)?.start.slice(0, 4) ?? day.slice(0, 4));
  const years = expected.map(Number).filter((year) => year >= since);
  expect(years).toEqual(years.map((_, index) => (years[0] ?? 0) - index));
});
