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

/**
 * Runs `then` once the load event has fired and the page has painted, when the browser is next
 * idle (at most 2 s later). On a busy machine the load event can come before the first paint, and
 * an idle moment too. Anything requested from here on comes after the page's largest paint as
 * well, which follows the first by a frame or two once the HTML is parsed: a request made between
 * the two is counted against LCP by Lighthouse's simulation.
 */
export function whenLoadedPaintedAndIdle(then: () => void): void {
  // Safari has no requestIdleCallback.
  const idle = () =>
    typeof window.requestIdleCallback === "function"
      ? window.requestIdleCallback(then, { timeout: 2000 })
      : window.setTimeout(then, 1);
  const painted = () => afterFirstPaint(idle);
  if (document.readyState === "complete") painted();
  else window.addEventListener("load", painted, { once: true });
}
