import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, waitForHydration, waitForIsland } from "./fixtures";

const REGIONS = ["Asia Pacific", "Europe", "Latin America", "North America", "Africa"];

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
    await expect(page.getByRole("tab", { name: "Asia Pacific" })).toHaveAttribute("aria-selected", "true");
    await expect(activePanel(page).getByRole("heading", { level: 3 })).toHaveText("Asia Pacific");
    await expect(activePanel(page)).toContainText("10 Winners");
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
    await page.getByRole("tab", { name: "Europe" }).click();
    await expect(page).toHaveURL(/#europe$/);
    await expect(activePanel(page).getByRole("heading", { level: 3 })).toHaveText("Europe");

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Latin America" })).toBeFocused();
    await expect(page).toHaveURL(/#latin-america$/);
    await expect(activePanel(page)).toContainText("Parque Esperanto");

    await page.reload();
    await waitForHydration(page);
    await regionTabs(page);
    await expect(page.getByRole("tab", { name: "Latin America" })).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);
  });

  test("opens on the region named in the address", async ({ page }) => {
    // A fresh load, as from a shared link (not a hash change on the open page).
    await page.goto("about:blank");
    await page.goto("/wup-awards/winners#africa");
    await waitForHydration(page);
    await regionTabs(page);
    await expect(page.getByRole("tab", { name: "Africa" })).toHaveAttribute("aria-selected", "true");
    await expect(activePanel(page)).toContainText("Klipriviersberg Nature Reserve");
  });

  test("labels each category group '1 Winner' or 'N Winners'", async ({ page }) => {
    await page.getByRole("tab", { name: "Africa" }).click();
    const group = (name: string) =>
      activePanel(page).getByRole("heading", { level: 4, name }).locator("xpath=..");
    await expect(group("ILUP Awards")).toContainText(/1 Winner$/);
    await expect(group("Neighborhood Parks Award")).toContainText(/2 Winners$/);
  });

  test("cards without details are plain: not buttons and not in the tab order", async ({ page }) => {
    await page.getByRole("tab", { name: "North America" }).click();
    const panel = activePanel(page);
    await expect(panel.getByText("Erika Nikolai")).toBeVisible();
    await expect(panel.getByRole("button", { name: /Erika Nikolai/ })).toHaveCount(0);
    await page.getByText("Erika Nikolai").click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const focusable = await panel.getByText("Erika Nikolai").evaluate((element) => {
      const card = element.parentElement!;
      return card.matches("a, button, [tabindex]") || card.querySelector("a, button, [tabindex]") !== null;
    });
    expect(focusable).toBe(false);
  });

  test("opens a winner's details and closes them with the button, Escape and a click outside", async ({
    page,
  }) => {
    const card = await winnerCard(page, /Tidewater Steps Park/);
    await expect(card).toContainText("Click to view details");

    await card.click();
    const dialog = page.getByRole("dialog", { name: "Tidewater Steps Park" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Outstanding New Park Project Award");
    await expect(dialog).toContainText("Asia Pacific");
    await expect(dialog).toContainText("Organisation");
    await expect(dialog.getByRole("heading", { name: "About the Project" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Testimony" })).toBeVisible();
    await expect(dialog.getByRole("img")).toHaveCount(1);
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
    const card = await winnerCard(page, /Harriet Lenwood/);
    await card.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Harriet Lenwood" });
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(card).toBeFocused();
  });

  test("the dialog is at most 90% of the screen tall and scrolls inside", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 560 });
    await (await winnerCard(page, /Southgate Regional Parks Authority/)).click();
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
    await (await winnerCard(page, /Kingfisher Lane Pocket Park/)).click();
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
