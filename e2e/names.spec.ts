import { chairsAwardYears } from "@/src/data/awards/chairs-award";
import { DEFAULT_WINNERS_REGION } from "@/src/data/awards/programme";
import { winnerDetailCopy } from "@/src/data/awards/winner-detail-copy";
import { latestWinners, winnersIn } from "@/src/data/awards/winners";
import { dayTabs } from "@/src/components/events/symposium-program/program-tabs.island";
import { programCopy } from "@/src/data/symposium-program";
import { loadDataset } from "@/lib/content/load";
import { defined, presentedProgramme } from "@/test/events";

import { disclosureHeaders, expect, test, waitForHydration, waitForIsland } from "./fixtures";

/** Each Chair's Award year as its header is named: the year, then its count of honours. */
const chairsAward = loadDataset("chairsAward");
const yearNames = chairsAwardYears(chairsAward).map((year) => {
  const count = chairsAward.filter((entry) => entry.year === year).length;
  return `${year}, ${count} ${count === 1 ? "Award" : "Awards"}`;
});

/**
 * Accessible names as Chromium computes them: each control's name reads as words and phrases,
 * not as texts run together ("2020 1 Award", "Day 1 Wednesday 8 Oct 8 sessions").
 */

test.describe("names on the awards pages", () => {
  test("each Chair's Award year reads 'year, N Award(s)'", async ({ page }) => {
    await page.goto("/wup-awards/chairs-award");
    const years = disclosureHeaders(page.getByRole("region", { name: "Awards by Year" }));
    await expect(years).toHaveCount(yearNames.length);
    for (const [index, name] of yearNames.entries())
      await expect(years.nth(index)).toHaveAccessibleName(name);
  });

  test("sub-pages lead back to their hub without repeating its name ('the Awards Awards')", async ({
    page,
  }) => {
    const backLinks = [
      ["/wup-awards/about", "Back to the Awards", "/wup-awards"],
      ["/wup-awards/winners", "Back to the Awards", "/wup-awards"],
      ["/wup-awards/judges", "Back to the Awards", "/wup-awards"],
      ["/wup-awards/chairs-award", "Back to the Awards", "/wup-awards"],
      ["/staff", "Back to Governance", "/governance"],
      ["/board-of-directors", "Back to Governance", "/governance"],
      ["/portfolios", "Back to Governance", "/governance"],
    ] as const;
    for (const [path, name, href] of backLinks) {
      await page.goto(path);
      const hero = page.locator('section[aria-labelledby="page-title"]');
      await expect(hero.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      const read = (await hero.innerText()).replace(/\s+/g, " ");
      const hub = name.split(" ").at(-1) ?? name;
      expect(read, path).not.toMatch(new RegExp(`\\b${hub} ${hub}\\b`, "i"));
    }
  });

  test("a winner card with details reads 'name, organisation: view details'", async ({ page }) => {
    await page.goto("/wup-awards/winners");
    await waitForHydration(page);
    await waitForIsland(page.getByRole("tablist"));
    // The cards of the region open on arrival whose winners have a story, read from content/winners/.
    const { winners } = latestWinners(loadDataset("winners"));
    const withStory = winnersIn(winners, DEFAULT_WINNERS_REGION).filter((winner) => winner.detail);
    expect(withStory.length, "a winner with a story in the region open on arrival").toBeGreaterThan(0);
    for (const winner of withStory) {
      const card = page.getByRole("button", {
        name: winnerDetailCopy.cardName(winner.name, winner.organization),
        exact: true,
      });
      await expect(card).toBeVisible();
      await expect(card).toContainText("Click to view details");
    }
  });

  test("the ILUP category reads its full name in brackets", async ({ page }) => {
    await page.goto("/wup-awards/about");
    await expect(
      page.getByRole("heading", {
        level: 3,
        name: "ILUP Awards (International Large Urban Parks)",
        exact: true,
      }),
    ).toBeVisible();
  });
});

test.describe("names on the symposium programme", () => {
  // The programme's days and sessions, from content/programme/ (the wording rules are unit-tested
  // in src/data/symposium-program.test.ts): here, that the names reach the accessibility tree.
  test("day tabs read 'Day N, weekday date, N sessions'", async ({ page }) => {
    await page.goto("/symposium-program");
    const tabs = page.getByRole("tablist", { name: "Symposium days" }).getByRole("tab");
    const names = dayTabs(presentedProgramme().days).map((tab) => tab.name);
    expect(names.length).toBeGreaterThan(0);
    for (const [index, name] of names.entries()) {
      expect(name).toMatch(/^Day \d, \w+ \d{1,2} \w{3}, \d+ sessions?$/);
      await expect(tabs.nth(index)).toHaveAccessibleName(name);
    }
  });

  test("session rows read 'time, type: title'", async ({ page }) => {
    await page.goto("/symposium-program");
    const rows = disclosureHeaders(page.getByRole("tabpanel"));
    const [firstDay] = presentedProgramme().days;
    const sessions = defined(firstDay, "programme day").sessions;
    expect(sessions.length).toBeGreaterThan(0);
    for (const [index, session] of sessions.entries())
      await expect(rows.nth(index)).toHaveAccessibleName(programCopy.sessionRowName(session));
  });
});

test("governance cards are links named by their page, their count and text described", async ({ page }) => {
  await page.goto("/governance");
  const cards = page.getByRole("region", { name: "How we are organised" }).getByRole("link");
  await expect(cards).toHaveCount(5);
  await expect(cards.nth(0)).toHaveAccessibleName("Board of Directors");
  await expect(cards.nth(4)).toHaveAccessibleName("Staff");
});

test("site map quick links are named by their label, with the description as description", async ({
  page,
}) => {
  await page.goto("/sitemap");
  const join = page
    .getByRole("region", { name: "Quick Access" })
    .getByRole("link", { name: "Join", exact: true });
  await expect(join).toHaveAttribute("href", "/membership");
  await expect(join).toHaveAccessibleDescription(/\w/);
});
