import type { Page } from "@playwright/test";

import { awardRegions, awardRegionSlugs, DEFAULT_WINNERS_REGION } from "@/src/data/awards/programme";
import { latestWinners, winnerCountLabel, winnerGroupsIn, winnersIn } from "@/src/data/awards/winners";
import { awardIllustrations } from "@/content/schemas/award-illustrations";
import type { AwardRegion, Winner } from "@/content/types";
import { loadDataset } from "@/lib/content/load";
import { defined } from "@/test/events";

import { expect, expectNoAxeViolations, test, waitForHydration, waitForIsland } from "./fixtures";
import { expectPageBehindHeld } from "./page-behind";

/** What the page shows, read from content/winners/: the latest edition's winners, in page order. */
const { winners } = latestWinners(loadDataset("winners"));
const REGIONS: readonly AwardRegion[] = awardRegions;
/** A region other than the one open on arrival, with winners, and one of them. */
const otherRegions = REGIONS.filter(
  (region) => region !== DEFAULT_WINNERS_REGION && winnersIn(winners, region).length > 0,
);
const [elsewhere, addressed] = [
  defined(otherRegions[0], "a second region with winners"),
  defined(otherRegions.at(-1), "a last region with winners"),
];
const nextToElsewhere = defined(REGIONS[REGIONS.indexOf(elsewhere) + 1], "the region after it");
const winnerOf = (region: AwardRegion) => defined(winnersIn(winners, region)[0], `a winner in ${region}`);
/** Winners with a story (a sample's dialog), and one without. */
const withStory = winners.filter((winner) => winner.detail);
const storyWinner = (index: number) => defined(withStory[index % withStory.length], "a winner with a story");
const plainWinner = defined(
  winners.find((winner) => !winner.detail),
  "a winner without a story",
);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const named = (winner: Winner) => new RegExp(escaped(winner.name));

/** Opens the tab of a winner's region. */
async function showRegionOf(page: Page, winner: Winner) {
  await page.getByRole("tab", { name: winner.region }).click();
  await expect(page.getByRole("tab", { name: winner.region })).toHaveAttribute("aria-selected", "true");
}

function activePanel(page: Page) {
  return page.getByRole("tabpanel");
}

/** The region tabs, once their island has hydrated. */
async function regionTabs(page: Page) {
  await waitForIsland(page.getByRole("tablist", { name: "Award regions" }));
}

/** A winner card with details, once its island has hydrated. */
async function winnerCard(page: Page, name: RegExp) {
  const card = page.getByRole("button", { name });
  await waitForIsland(card);
  return card;
}

test.describe("/wup-awards/winners", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/wup-awards/winners");
    await waitForHydration(page);
    await regionTabs(page);
  });

  test("has a back link and five region tabs, Asia Pacific selected by default", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Back to the Awards" })).toHaveAttribute(
      "href",
      "/wup-awards",
    );
    const tabs = page.getByRole("tablist", { name: "Award regions" }).getByRole("tab");
    await expect(tabs).toHaveText(REGIONS.map((region) => new RegExp(`^${region}\\d+$`)));
    await expect(page.getByRole("tab", { name: DEFAULT_WINNERS_REGION })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(activePanel(page).getByRole("heading", { level: 3 })).toHaveText(DEFAULT_WINNERS_REGION);
    await expect(activePanel(page)).toContainText(
      winnerCountLabel(winnersIn(winners, DEFAULT_WINNERS_REGION).length),
    );
  });

  test("shows every region tab at 320 px: the strip wraps rather than hiding tabs off its edge", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const strip = page.getByRole("tablist", { name: "Award regions" });
    await strip.scrollIntoViewIfNeeded();
    const tabs = strip.getByRole("tab");
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    const { scrollWidth, clientWidth } = await strip.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });

  test("switches region by click and by arrow keys, keeping it in the URL hash", async ({ page }) => {
    await page.getByRole("tab", { name: elsewhere }).click();
    await expect(page).toHaveURL(new RegExp(`#${awardRegionSlugs[elsewhere]}$`));
    await expect(activePanel(page).getByRole("heading", { level: 3 })).toHaveText(elsewhere);

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: nextToElsewhere })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`#${awardRegionSlugs[nextToElsewhere]}$`));
    for (const winner of winnersIn(winners, nextToElsewhere))
      await expect(activePanel(page)).toContainText(winner.name);

    await page.reload();
    await waitForHydration(page);
    await regionTabs(page);
    await expect(page.getByRole("tab", { name: nextToElsewhere })).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);
  });

  test("opens on the region named in the address", async ({ page }) => {
    // A fresh load, as from a shared link (not a hash change on the open page).
    await page.goto("about:blank");
    await page.goto(`/wup-awards/winners#${awardRegionSlugs[addressed]}`);
    await waitForHydration(page);
    await regionTabs(page);
    await expect(page.getByRole("tab", { name: addressed })).toHaveAttribute("aria-selected", "true");
    await expect(activePanel(page)).toContainText(winnerOf(addressed).name);
  });

  test("labels each category group '1 Winner' or 'N Winners'", async ({ page }) => {
    for (const region of REGIONS) {
      await page.getByRole("tab", { name: region }).click();
      const group = (name: string) =>
        activePanel(page).getByRole("heading", { level: 4, name }).locator("xpath=..");
      for (const { category, winners: inCategory } of winnerGroupsIn(winners, region))
        await expect(group(category)).toContainText(new RegExp(`${winnerCountLabel(inCategory.length)}$`));
    }
  });

  test("cards without details are plain: not buttons and not in the tab order", async ({ page }) => {
    await showRegionOf(page, plainWinner);
    const panel = activePanel(page);
    await expect(panel.getByText(plainWinner.name, { exact: true })).toBeVisible();
    await expect(panel.getByRole("button", { name: named(plainWinner) })).toHaveCount(0);
    await panel.getByText(plainWinner.name, { exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const focusable = await panel.getByText(plainWinner.name, { exact: true }).evaluate((element) => {
      const card = element.parentElement!;
      return card.matches("a, button, [tabindex]") || card.querySelector("a, button, [tabindex]") !== null;
    });
    expect(focusable).toBe(false);
  });

  test("opens a winner's details and closes them with the button, Escape and a click outside", async ({
    page,
  }) => {
    const winner = storyWinner(0);
    await showRegionOf(page, winner);
    const card = await winnerCard(page, named(winner));
    await expect(card).toContainText("Click to view details");

    await card.click();
    const dialog = page.getByRole("dialog", { name: winner.name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(winner.category);
    await expect(dialog).toContainText(winner.region);
    await expect(dialog).toContainText("Organisation");
    await expect(dialog.getByRole("heading", { name: "About the Project" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Testimony" })).toBeVisible();
    // Its pictures: those the entry lists, or its category's own drawing (content/schemas/winner.ts).
    const pictures = winner.detail?.photos ?? [];
    await expect(dialog.getByRole("img")).toHaveCount(pictures.length);
    for (const picture of pictures)
      await expect(dialog.getByRole("img", { name: awardIllustrations[picture] })).toBeVisible();
    await dialog.getByRole("button", { name: "Close details" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, 200);
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test("keeps keyboard focus inside the open dialog", async ({ page }) => {
    const winner = storyWinner(1);
    await showRegionOf(page, winner);
    const card = await winnerCard(page, named(winner));
    await card.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: winner.name });
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(card).toBeFocused();
  });

  test("the page behind the open dialog takes no focus or clicks and does not scroll, until it closes", async ({
    page,
  }) => {
    const winner = storyWinner(1);
    await showRegionOf(page, winner);
    const card = await winnerCard(page, named(winner));
    await card.click();
    await expect(page.getByRole("dialog", { name: winner.name })).toBeVisible();
    await expectPageBehindHeld(page, true);
    await page.keyboard.press("Escape");
    await expect(card).toBeFocused();
    await expectPageBehindHeld(page, false);
  });

  test("the dialog is at most 90% of the screen tall and scrolls inside", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 560 });
    const winner = storyWinner(2);
    await showRegionOf(page, winner);
    await (await winnerCard(page, named(winner))).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const box = await dialog.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      scrollHeight: element.scrollHeight,
      overflow: getComputedStyle(element).overflowY,
    }));
    expect(box.height).toBeLessThanOrEqual(560 * 0.9 + 1);
    expect(box.scrollHeight).toBeGreaterThan(box.height);
    expect(box.overflow).toBe("auto");
    await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(dialog.getByText("Testimony")).toBeInViewport();
  });

  test("has no axe violations with the dialog open", async ({ page }) => {
    const winner = storyWinner(3);
    await showRegionOf(page, winner);
    await (await winnerCard(page, named(winner))).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("a winner's story is fetched once the cards are in view, so the first click opens it at once", async ({
  page,
}) => {
  const storyCode: string[] = [];
  page.on("request", (request) => {
    if (/\/_astro\/winner-detail-dialog\.[^/]+\.js$/.test(request.url())) storyCode.push(request.url());
  });
  await page.goto("/wup-awards/winners");
  await waitForHydration(page);
  const card = page
    .getByRole("tabpanel")
    .getByRole("button", { name: /view details$/ })
    .first();
  await card.scrollIntoViewIfNeeded();
  await waitForIsland(card);
  await expect.poll(() => storyCode.length, { message: "fetched without a click" }).toBe(1);
  await card.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(storyCode, "fetched once for every card").toHaveLength(1);
});
