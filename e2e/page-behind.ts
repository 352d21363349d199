import type { Page } from "@playwright/test";

import { expect } from "./fixtures";

/**
 * Whether the page behind an open layer (a dialog, the phone menu) is held as a visitor meets it:
 * its content cannot take focus or clicks, and a wheel over the backdrop does not scroll it.
 * The hold comes one frame after the layer shows (lib/browser/page-behind.ts), hence the polls.
 */
export async function expectPageBehindHeld(page: Page, isHeld: boolean) {
  const main = page.locator("main");
  await expect.poll(() => main.evaluate((element) => (element as HTMLElement).inert)).toBe(isHeld);
  if (!isHeld) return;
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(4, 200);
  await page.mouse.wheel(0, 600);
  // A scroll would land within a frame or two; give it several.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY), "the page behind does not scroll").toBe(before);
}
