import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, waitForHydration, waitForIsland } from "./fixtures";

const REGIONS = [
  ["North America", "450+"],
  ["Latin America", "180+"],
  ["Europe", "380+"],
  ["Asia Pacific", "320+"],
  ["Africa", "150+"],
] as const;

const panel = (page: Page, name: string) => page.getByRole("group", { name });
const pin = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}, `) });

test.describe("/regions on a phone @phone", () => {
  test("lists the five regions as cards, with no map", async ({ page }) => {
    await page.goto("/regions");
    await expect(page.getByTestId("regions-map")).toBeHidden();
    const cards = page.getByTestId("regions-list").getByRole("listitem");
    await expect(cards).toHaveCount(5);
    for (const [index, [name, members]] of REGIONS.entries()) {
      await expect(cards.nth(index).getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(cards.nth(index)).toContainText(`${members} members`);
    }
    const latinAmerica = cards.nth(1);
    await expect(latinAmerica).toContainText("Itziar de Luisa");
    await expect(latinAmerica.getByRole("link", { name: "latam@worldurbanparks.org" })).toHaveAttribute(
      "href",
      "mailto:latam@worldurbanparks.org",
    );
    await expect(cards.first()).toContainText("Co-chair");
  });
});

test.describe("/regions map on wide screens @desktop", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/regions");
    await waitForHydration(page);
    await page.getByTestId("regions-map").scrollIntoViewIfNeeded();
    await waitForIsland(pin(page, "Europe"));
  });

  test("draws a real world map, served as a static SVG, with a pin per region and no card list", async ({
    page,
  }) => {
    await expect(page.getByTestId("regions-list")).toBeHidden();
    const map = page.getByTestId("regions-map").locator('img[src="/regions/world-map.svg"]');
    await expect.poll(() => map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const svg = await (await page.request.get("/regions/world-map.svg")).text();
    expect(svg).toContain("<svg");
    expect(svg.match(/data-region="/g)).toHaveLength(5);
    for (const [name, members] of REGIONS)
      await expect(page.getByRole("button", { name: `${name}, ${members} members` })).toBeVisible();
  });

  test("hovering a pin shows its panel; leaving hides it shortly after", async ({ page }) => {
    // The exact 300 ms delay is pinned by the unit tests (fake timers); here, the real browser.
    await pin(page, "Europe").hover();
    await expect(panel(page, "Europe")).toBeVisible();
    await expect(panel(page, "Europe")).toContainText("380+ members");
    await page.mouse.move(5, 5);
    await expect(panel(page, "Europe")).toBeHidden({ timeout: 2_000 });
  });

  test("the panel stays open while the pointer moves from the pin into the panel", async ({ page }) => {
    await pin(page, "North America").hover();
    const details = panel(page, "North America");
    await expect(details).toBeVisible();
    await details.getByText("Countries").hover();
    await page.waitForTimeout(600);
    await expect(details).toBeVisible();
    await expect(details.getByRole("link", { name: "north-america@example.org" })).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(details).toBeHidden({ timeout: 1_000 });
  });

  test("clicking a pin shows its panel and clicking the same pin again closes it", async ({ page }) => {
    await pin(page, "Africa").click();
    await expect(panel(page, "Africa")).toBeVisible();
    await expect(pin(page, "Africa")).toHaveAttribute("aria-expanded", "true");
    await pin(page, "Africa").click();
    await expect(panel(page, "Africa")).toBeHidden();
    await expect(pin(page, "Africa")).toHaveAttribute("aria-expanded", "false");
  });

  test("is keyboard operable: focus shows the panel, Escape closes it, Enter reopens it", async ({
    page,
  }) => {
    await pin(page, "Asia Pacific").focus();
    await expect(panel(page, "Asia Pacific")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel(page, "Asia Pacific")).toBeHidden();
    await expect(pin(page, "Asia Pacific")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel(page, "Asia Pacific")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Close Asia Pacific details" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "asia-pacific@example.org" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(pin(page, "Africa")).toBeFocused();
    await expect(panel(page, "Asia Pacific")).toBeHidden();
    await expect(panel(page, "Africa")).toBeVisible();
  });

  test("has no accessibility violations with a panel open", async ({ page }) => {
    // axe over the whole map takes long on a busy two-core machine.
    test.setTimeout(60_000);
    await pin(page, "Latin America").click();
    await expect(panel(page, "Latin America")).toBeVisible();
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
      await waitForIsland(pin(page, "Europe"));
      await map.evaluate((element, top) => {
        window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - top);
      }, mapTopY);
      for (const [name] of REGIONS) {
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
