import { chairsAwardYears } from "@/src/data/awards/chairs-award";
import { loadDataset } from "@/lib/content/load";
import { defined } from "@/test/events";

import { disclosure, disclosureHeaders, expect, expectNoAxeViolations, expectOpen, test } from "./fixtures";

const chairsAwardEntries = loadDataset("chairsAward");
const YEARS = chairsAwardYears(chairsAwardEntries).map(String);
const entriesIn = (year: string) => chairsAwardEntries.filter((entry) => String(entry.year) === year);
const awards = (count: number) => `${count} ${count === 1 ? "Award" : "Awards"}`;
/** The latest year, open on arrival, and the next one down. */
const latest = defined(YEARS[0], "Chair's Award year");
const below = defined(YEARS[1], "second Chair's Award year");
/** An earlier year with honours, and one of its honours; an honour of the latest year. */
const earlier = defined(
  YEARS.slice(2).find((year) => entriesIn(year).length > 0),
  "earlier Chair's Award year with honours",
);
const earlierEntry = defined(entriesIn(earlier)[0], "honour of an earlier year");
const latestEntry = defined(entriesIn(latest)[0], "honour of the latest year");
const yearHeader = (year: string) => new RegExp(`^${year}`);

test.describe("/wup-awards/chairs-award", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/wup-awards/chairs-award");
  });

  test("explains the award in three cards", async ({ page }) => {
    const about = page.getByRole("region", { name: "About the Chair's Award" });
    await expect(about.getByRole("heading", { level: 3 })).toHaveText([
      "Previous Winners",
      "Continuous Members",
      "Special Recognition",
    ]);
  });

  test("lists the years, latest first, with award counts, the latest open on arrival", async ({ page }) => {
    const years = disclosureHeaders(page.getByRole("region", { name: "Awards by Year" }));
    await expect(years).toHaveText(YEARS.map((year) => `${year}${awards(entriesIn(year).length)}`));
    await expectOpen(disclosure(page, yearHeader(latest)).row, true);
    await expect(disclosure(page, yearHeader(latest)).header).toContainText(awards(entriesIn(latest).length));
    await expect(page.getByText(latestEntry.name)).toBeVisible();
    await expect(page.getByText(earlierEntry.name)).toBeHidden();
  });

  test("opens one year at a time, and closes the open year when clicked", async ({ page }) => {
    const earlierYear = disclosure(page, yearHeader(earlier));
    await earlierYear.header.click();
    await expectOpen(earlierYear.row, true);
    await expectOpen(disclosure(page, yearHeader(latest)).row, false);
    await expect(page.getByText(earlierEntry.name)).toBeVisible();
    await expect(earlierYear.row.getByText(earlierEntry.category).first()).toBeVisible();
    await expect(page.getByText(latestEntry.name)).toBeHidden();
    await expectNoAxeViolations(page);

    await earlierYear.header.click();
    await expectOpen(earlierYear.row, false);
    await expect(page.locator("details[open]")).toHaveCount(0);

    await earlierYear.header.focus();
    await page.keyboard.press("Enter");
    await expectOpen(earlierYear.row, true);
  });

  test("opening a year below the open one keeps the clicked header where it was on screen", async ({
    page,
  }) => {
    await expectOpen(disclosure(page, yearHeader(latest)).row, true);
    const nextYear = disclosure(page, yearHeader(below)).header;
    // Bring the next year's header to 300 px from the top of the window, below the open latest panel.
    await nextYear.evaluate((header) => {
      const top = header.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - 300, behavior: "instant" });
    });
    const before = (await nextYear.boundingBox())?.y ?? Number.NaN;
    expect(Math.abs(before - 300)).toBeLessThanOrEqual(2);

    await nextYear.click();
    await expectOpen(disclosure(page, yearHeader(below)).row, true);
    await expectOpen(disclosure(page, yearHeader(latest)).row, false);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const after = (await nextYear.boundingBox())?.y ?? Number.NaN;
    expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
  });

  test("totals the awards over the ten years", async ({ page }) => {
    await expect(
      page.getByText(
        `${chairsAwardEntries.length} awards presented over ${YEARS.length} years (${YEARS.at(-1)} to ${latest}).`,
      ),
    ).toBeVisible();
  });
});
