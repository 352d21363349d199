/**
 * Runs `then` once the page has painted its first content, or at once where the browser does not
 * report paints. Shared by the site's directives, which load no island's code before that paint.
 */
export function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return then();
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    then();
  });
  // `buffered`: a paint that happened before this script ran is reported too.
  observer.observe({ type: "paint", buffered: true });
}

/** How long the largest paint must stay as it is before the page counts as painted. */
const LARGEST_PAINT_QUIET_MS = 100;

/**
 * Runs `then` once the page's largest paint has settled: after the first contentful paint, when no larger paint
 * has come for LARGEST_PAINT_QUIET_MS; after the first paint where the browser does not report largest paints.
 * The largest paint can follow the first by tens of milliseconds, and a fast machine can be idle in between.
 */
function afterLargestPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint"))
    return afterFirstPaint(then);
  afterFirstPaint(() => {
    let timer: number | undefined;
    const settle = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        observer.disconnect();
        then();
      }, LARGEST_PAINT_QUIET_MS);
    };
    const observer = new PerformanceObserver(settle);
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    settle();
  });
}

/**
 * Runs `then` once the load event has fired and the page's largest paint has settled, when the browser is next
 * idle (at most 2 s later). On a busy machine the load event can come before the first paint, and an idle moment
 * too; and between the first paint and the largest (in the bench of 29 November, a /portfolios run requested the
 * header's code 9 ms before its largest paint). A request made before the largest paint is counted against LCP
 * by Lighthouse's simulation.
 */
export function whenLoadedPaintedAndIdle(then: () => void): void {
  // Safari has no requestIdleCallback.
  const idle = () =>
    typeof window.requestIdleCallback === "function"
      ? window.requestIdleCallback(then, { timeout: 2000 })
      : window.setTimeout(then, 1);
  const painted = () => afterLargestPaint(idle);
  if (document.readyState === "complete") painted();
  else window.addEventListener("load", painted, { once: true });
}
