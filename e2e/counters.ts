/**
 * Reading the docs/product.md §4 counters (src/components/ui/count-up.tsx, lib/browser/counters.ts) in a
 * page. Expectations come from the final values the page was built with (`[data-count-up-final]`), never
 * from typed numbers (docs/decisions/counters-without-react.md).
 */
import type { Locator, Page } from "@playwright/test";

import { expect } from "./fixtures";

/** The final values of the counters in `scope`, as the build wrote them from the content. */
const finalValuesOf = (scope: Locator): Promise<string[]> =>
  scope.locator("[data-count-up-final]").allTextContents();

/** Waits until every counter in `scope` has counted up to its final value. */
export async function expectCountedUp(scope: Locator, timeout = 8_000): Promise<void> {
  const finals = await finalValuesOf(scope);
  expect(finals.length).toBeGreaterThan(0);
  await expect(scope.locator('[data-count-up="done"]')).toHaveCount(finals.length, { timeout });
  await expect(scope.locator("[data-count-up-digits]")).toHaveText(finals);
}

export type CounterFrame = { digits: string; shown: string };

/**
 * Records, from the first animation frame of the page, what the first counter holds and shows:
 * its digits' text in the document, and the text of whichever box is visible ("" when neither).
 * A new entry is written only when one of them changes. Read with `counterFrames(page)`.
 */
export async function recordCounterFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: { digits: string; shown: string }[] = [];
    (window as Window & { __counterFrames?: typeof frames }).__counterFrames = frames;
    const visibleText = (element: Element | null) =>
      element && getComputedStyle(element).visibility === "visible" ? (element.textContent ?? "") : "";
    const record = () => {
      const counter = document.querySelector("[data-count-up]");
      if (counter && counter.getBoundingClientRect().height > 0) {
        const digits = counter.querySelector("[data-count-up-digits]");
        const final = counter.querySelector("[data-count-up-final]");
        const frame = {
          digits: digits?.textContent ?? "",
          shown: visibleText(digits) || visibleText(final),
        };
        const last = frames.at(-1);
        if (last?.digits !== frame.digits || last.shown !== frame.shown) frames.push(frame);
      }
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
}

export const counterFrames = (page: Page): Promise<CounterFrame[]> =>
  page.evaluate(
    () =>
      (window as Window & { __counterFrames?: { digits: string; shown: string }[] }).__counterFrames ?? [],
  );
