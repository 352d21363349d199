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
