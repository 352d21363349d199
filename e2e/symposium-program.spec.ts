import { programCopy, showsSpeakers } from "@/src/data/symposium-program";
import { initialsOf } from "@/lib/initials";
import { defined, presentedProgramme } from "@/test/events";

import {
  disclosure,
  disclosureHeaders,
  expect,
  expectNoAxeViolations,
  expectOpen,
  test,
  waitForHydration,
  waitForIsland,
} from "./fixtures";

/** The days and sessions of the programme the page shows, from content/programme/. */
const { symposium, days } = presentedProgramme();
const sessionsOn = (index: number) => defined(days[index], `programme day ${index + 1}`).sessions.length;
const firstDay = defined(days[0], "programme day").sessions;
const lastDay = defined(days.at(-1), "last programme day").sessions;
/** Sessions of the first day (open on arrival) with speakers, one with a portrait first; and without. */
const withSpeakers = firstDay.filter(showsSpeakers);
const portrayed = defined(
  withSpeakers.find((session) => session.speakers.some((speaker) => speaker.photo)),
  "session with a speaker's portrait on day 1",
);
const other = defined(
  withSpeakers.find((session) => session !== portrayed),
  "second session with speakers on day 1",
);
const speakerWithPhoto = defined(
  portrayed.speakers.find((speaker) => speaker.photo),
  "speaker with a portrait",
);
const withoutSpeakers = firstDay.filter((session) => !showsSpeakers(session) && session.description);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const titled = (title: string) => new RegExp(escaped(title));
const shownName = (speaker: { title?: string; name: string }) =>
  speaker.title ? `${speaker.title} ${speaker.name}` : speaker.name;

test.describe("programme tabs and sessions", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/symposium-program");
    await waitForHydration(page);
    await waitForIsland(page.getByRole("tablist", { name: "Symposium days" }));
  });

  test("day 1 is selected by default and each tab shows its session count", async ({ page }) => {
    const tabs = page.getByRole("tablist", { name: "Symposium days" }).getByRole("tab");
    await expect(tabs).toHaveCount(days.length);
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    for (const index of days.keys())
      await expect(tabs.nth(index)).toContainText(programCopy.sessionsLabel(sessionsOn(index)));
    const rows = page.getByRole("tabpanel").locator("details");
    await expect(rows).toHaveCount(sessionsOn(0));
    for (const row of await rows.all()) await expectOpen(row, false);
  });

  test("arrow keys move between days and the day is kept in the address", async ({ page }) => {
    const tabs = page.getByRole("tablist", { name: "Symposium days" }).getByRole("tab");
    await tabs.nth(0).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(page).toHaveURL(/#day2$/);
    await expect(disclosureHeaders(page.getByRole("tabpanel"))).toHaveCount(sessionsOn(1));
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(0)).toBeFocused();
    await expect(page).toHaveURL(/#day1$/);
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/#day3$/);
    await expectNoAxeViolations(page);
  });

  test("several rows open and close independently, showing description and speakers", async ({ page }) => {
    const panel = page.getByRole("tabpanel");
    const keynote = disclosure(panel, titled(portrayed.title));
    const workshop = disclosure(panel, titled(other.title));
    await expect(keynote.header).toContainText(portrayed.time);
    await expect(keynote.header).toContainText(portrayed.type);
    await keynote.header.click();
    await workshop.header.click();
    await expectOpen(keynote.row, true);
    await expectOpen(workshop.row, true);
    if (portrayed.description) await expect(keynote.row).toContainText(portrayed.description);
    await expect(
      keynote.row.getByRole("img", { name: programCopy.speakerPhotoAlt(speakerWithPhoto.name) }),
    ).toBeVisible();
    await expect(keynote.row).toContainText(shownName(speakerWithPhoto));
    await expectNoAxeViolations(page);

    await keynote.header.click();
    await expectOpen(keynote.row, false);
    await expect(keynote.row.getByText(shownName(speakerWithPhoto))).toBeHidden();
    await expectOpen(workshop.row, true);

    await keynote.header.focus();
    await page.keyboard.press("Enter");
    await expectOpen(keynote.row, true);
  });

  test("a session without speakers (a lunch, a cocktail) shows none", async ({ page }) => {
    const panel = page.getByRole("tabpanel");
    expect(withoutSpeakers.length, "sessions without speakers on day 1").toBeGreaterThan(0);
    for (const { title } of withoutSpeakers) {
      const { header, row } = disclosure(panel, titled(title));
      await header.click();
      await expectOpen(row, true);
      await expect(row.getByRole("paragraph").first()).toBeVisible();
      await expect(row.getByRole("heading", { name: /Speakers?/ })).toHaveCount(0);
      await expect(row.getByRole("img")).toHaveCount(0);
    }
  });

  test("a maps link to the venue and an external Register Now", async ({ page }) => {
    const venue = page.getByRole("region", { name: "Venue and registration" });
    const map = venue.getByRole("link", { name: titled(`${symposium.venue} in maps`) });
    await expect(map).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\//);
    await expect(map).toHaveAttribute("target", "_blank");
    const register = venue.getByRole("link", { name: /^Register Now/ });
    await expect(register).toHaveAttribute("target", "_blank");
    await expect(register).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test("a linked day opens on that day", async ({ page }) => {
  await page.goto(`/symposium-program#day${days.length}`);
  await waitForHydration(page);
  await waitForIsland(page.getByRole("tablist", { name: "Symposium days" }));
  const tabs = page.getByRole("tablist", { name: "Symposium days" }).getByRole("tab");
  await expect(tabs.nth(days.length - 1)).toHaveAttribute("aria-selected", "true");
  for (const session of lastDay) await expect(page.getByRole("tabpanel")).toContainText(session.title);
});

test.describe("speaker photos", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("a speaker without a photo, or whose photo fails, gets decorative initials, not an announced picture", async ({
    page,
  }) => {
    // Every portrait fails: each speaker of the session, with a photo or without, shows initials.
    await page.route(/speaker-[^/]*\.(webp|jpg)$/, (route) => route.abort());
    await page.goto("/symposium-program");
    await waitForHydration(page);
    const { header, row } = disclosure(page.getByRole("tabpanel"), titled(portrayed.title));
    await header.click();
    const initials = row.locator('[data-avatar="placeholder"]').filter({ visible: true });
    await expect(initials).toHaveText(portrayed.speakers.map((speaker) => initialsOf(speaker.name)));
    await expect(row.getByRole("img", { name: /placeholder/ })).toHaveCount(0);
    await expect(
      row.getByRole("img", { name: programCopy.speakerPhotoAlt(speakerWithPhoto.name) }),
    ).toHaveCount(0);
  });
});
