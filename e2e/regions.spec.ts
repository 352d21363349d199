import type { Page } from "@playwright/test";

import { loadDataset } from "@/lib/content/load";
import { defined } from "@/test/events";

import { escapeRegExp } from "./content-expect";
import { expect, expectNoAxeViolations, test, waitForHydration, waitForIsland } from "./fixtures";

/** The regions as content/regions/ lists them, in the page's order. */
const regions = loadDataset("regions");
const region = (index: number) => defined(regions.at(index), `region ${index}`);
/** The pin in the middle of the list: the map tests wait for it, and scroll it into view. */
const middle = region(Math.floor(regions.length / 2));
const membersOf = (entry: { members: number }) => `${entry.members}+ members`;

const panel = (page: Page, name: string) => page.getByRole("group", { name });
const pin = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^${escapeRegExp(name)}, `) });

test.describe("/regions on a phone @phone", () => {
  test("lists every region as a card, with its chairs and address, and no map", async ({ page }) => {
    await page.goto("/regions");
    await expect(page.getByTestId("regions-map")).toBeHidden();
    const cards = page.getByTestId("regions-list").getByRole("listitem");
    await expect(cards).toHaveCount(regions.length);
    for (const [index, entry] of regions.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(entry.name);
      await expect(card).toContainText(membersOf(entry));
      await expect(card).toContainText(entry.representative);
      await expect(card.getByRole("link", { name: entry.email, exact: true })).toHaveAttribute(
        "href",
        `mailto:${entry.email}`,
      );
      if (entry.coChairName) {
        await expect(card).toContainText("Co-chair");
        await expect(card).toContainText(entry.coChairName);
      } else await expect(card).not.toContainText("Co-chair");
    }
  });
});

test.describe("/regions map on wide screens @desktop", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/regions");
    await waitForHydration(page);
    await page.getByTestId("regions-map").scrollIntoViewIfNeeded();
    await waitForIsland(pin(page, middle.name));
  });

  test("draws a real world map, served as a static SVG, with a pin per region and no card list", async ({
    page,
  }) => {
    await expect(page.getByTestId("regions-list")).toBeHidden();
    const map = page.getByTestId("regions-map").locator('img[src="/regions/world-map.svg"]');
    await expect.poll(() => map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const svg = await (await page.request.get("/regions/world-map.svg")).text();
    expect(svg).toContain("<svg");
    expect(svg.match(/data-region="/g)).toHaveLength(regions.length);
    for (const entry of regions)
      await expect(page.getByRole("button", { name: `${entry.name}, ${membersOf(entry)}` })).toBeVisible();
  });

  test("hovering a pin shows its panel; leaving hides it shortly after", async ({ page }) => {
    // The exact 300 ms delay is pinned by the unit tests (fake timers); here, the real browser.
    const { name } = middle;
    await pin(page, name).hover();
    await expect(panel(page, name)).toBeVisible();
    await expect(panel(page, name)).toContainText(membersOf(middle));
    await page.mouse.move(5, 5);
    await expect(panel(page, name)).toBeHidden({ timeout: 2_000 });
  });

  test("the panel stays open while the pointer moves from the pin into the panel", async ({ page }) => {
    const hovered = region(0);
    await pin(page, hovered.name).hover();
    const details = panel(page, hovered.name);
    await expect(details).toBeVisible();
    await details.getByText("Countries").hover();
    await page.waitForTimeout(600);
    await expect(details).toBeVisible();
    await expect(details.getByRole("link", { name: hovered.email, exact: true })).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(details).toBeHidden({ timeout: 1_000 });
  });

  test("clicking a pin shows its panel and clicking the same pin again closes it", async ({ page }) => {
    const { name } = region(-1);
    await pin(page, name).click();
    await expect(panel(page, name)).toBeVisible();
    await expect(pin(page, name)).toHaveAttribute("aria-expanded", "true");
    await pin(page, name).click();
    await expect(panel(page, name)).toBeHidden();
    await expect(pin(page, name)).toHaveAttribute("aria-expanded", "false");
  });

  test("is keyboard operable: focus shows the panel, Escape closes it, Enter reopens it", async ({
    page,
  }) => {
    // The last pin but one, then the next pin in the page's order.
    const focused = region(-2);
    const next = region(-1);
    await pin(page, focused.name).focus();
    await expect(panel(page, focused.name)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel(page, focused.name)).toBeHidden();
    await expect(pin(page, focused.name)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel(page, focused.name)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: `Close ${focused.name} details` })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: focused.email, exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(pin(page, next.name)).toBeFocused();
    await expect(panel(page, focused.name)).toBeHidden();
    await expect(panel(page, next.name)).toBeVisible();
  });

  test("has no accessibility violations with a panel open", async ({ page }) => {
    // axe over the whole map takes long on a busy two-core machine.
    test.setTimeout(60_000);
    const { name } = region(1);
    await pin(page, name).click();
    await expect(panel(page, name)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("/regions map panels stay inside the visible map @desktop", () => {
  for (const mapTopY of [64, -60]) {
    test(`with the map's top at ${mapTopY} px, each panel opens inside the visible map, beside its pin`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto("/regions");
      await waitForHydration(page);
      const map = page.getByRole("group", { name: "Map of World Urban Parks regions" });
      await waitForIsland(pin(page, middle.name));
      await map.evaluate((element, top) => {
        window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - top);
      }, mapTopY);
      for (const { name } of regions) {
        const pinBox = await pin(page, name).boundingBox();
        // A pin under the bar can't be pointed at without scrolling; the next position covers it.
        if (!pinBox || pinBox.y < 64) continue;
        await pin(page, name).hover();
        const details = panel(page, name);
        await expect(details).toBeVisible();
        await expect(details).toHaveCSS("opacity", "1");
        const layout = await details.evaluate((element, own) => {
          const box = element.getBoundingClientRect();
          const area = element.parentElement?.getBoundingClientRect() ?? box;
          const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
          const ownPin = [...document.querySelectorAll<HTMLButtonElement>("button[aria-expanded]")]
            .find((button) => button.getAttribute("aria-label")?.startsWith(own))
            ?.getBoundingClientRect();
          const coversOwnPin =
            !!ownPin &&
            !(
              ownPin.right <= box.left ||
              ownPin.left >= box.right ||
              ownPin.bottom <= box.top ||
              ownPin.top >= box.bottom
            );
          return {
            top: box.top,
            bottom: box.bottom,
            left: box.left,
            right: box.right,
            visibleTop: Math.max(area.top, header),
            visibleBottom: Math.min(area.bottom, window.innerHeight),
            screenBottom: window.innerHeight,
            areaLeft: area.left,
            areaRight: area.right,
            coversOwnPin,
          };
        }, name);
        expect(layout.top, `${name}: panel top below the bar and inside the map`).toBeGreaterThanOrEqual(
          layout.visibleTop - 0.5,
        );
        const fitsTheMap = layout.bottom - layout.top <= layout.visibleBottom - layout.visibleTop;
        expect(
          layout.bottom,
          `${name}: panel bottom on screen, inside the map when it fits`,
        ).toBeLessThanOrEqual((fitsTheMap ? layout.visibleBottom : layout.screenBottom) + 0.5);
        expect(layout.left, `${name}: panel inside the map on the left`).toBeGreaterThanOrEqual(
          layout.areaLeft - 0.5,
        );
        expect(layout.right, `${name}: panel inside the map on the right`).toBeLessThanOrEqual(
          layout.areaRight + 0.5,
        );
        expect(layout.coversOwnPin, `${name}: the panel leaves its own pin in sight`).toBe(false);
        await page.mouse.move(5, 500);
        await expect(details).toBeHidden();
      }
    });
  }
});
