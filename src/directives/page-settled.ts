/**
 * The page script says once when the page has loaded, painted its largest content and gone idle
 * (`whenLoadedPaintedAndIdle`, from src/components/layout/page-scripts.astro); `client:afterload` listens.
 * One wait per page, not a copy in each inline script (docs/decisions/client-afterload-for-the-header.md).
 */
const SETTLED_EVENT = "site:settled";

/** Marks the page as settled and tells whoever waits. */
export function announceSettled(): void {
  document.documentElement.dataset.settled = "";
  window.dispatchEvent(new Event(SETTLED_EVENT));
}

/** Runs `then` once the page script has announced the page settled: at once if it already has. */
export function whenSettled(then: () => void): void {
  if (document.documentElement.dataset.settled !== undefined) return then();
  window.addEventListener(SETTLED_EVENT, () => then(), { once: true });
}
