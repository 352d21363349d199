import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Asserts that an element is really there for a visitor: its box lies inside the viewport, it
 * has a size, and a click at its centre lands on it (not on something covering it, and not on
 * a box squeezed into another element). Playwright's `toBeVisible` only says it is rendered.
 */
export async function expectHittable(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const result = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const isInside =
      box.width > 0 && box.height > 0 && x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
    const hit = isInside ? document.elementFromPoint(x, y) : null;
    return {
      box: `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`,
      isInside,
      isHit: hit !== null && (hit === element || element.contains(hit)),
      hit: hit ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ""}` : "nothing",
    };
  });
  expect(result.isInside, `on screen (box ${result.box})`).toBe(true);
  expect(result.isHit, `a click at its centre lands on it (box ${result.box}, hit ${result.hit})`).toBe(true);
}

/**
 * Clicks where an element is on screen, as a visitor would, whatever covers it: for parts of a card
 * whose link is stretched over the whole card (Playwright's own click refuses a covered element).
 */
export async function clickAtCentreOf(page: Page, locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error("the element has no box on screen");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
