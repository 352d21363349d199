/*
 * Shows the parts of the page that hold on the visitor's day (`[data-when]`, lib/as-of.ts), the page's
 * as-of day moved on to the visitor's own unless the build pinned it. It runs as soon as the HTML is
 * parsed and imports nothing, so Astro writes it into the page (docs/decisions/events-know-their-dates.md).
 */

/** Whether `day` is in one of the spans of `when` ("from..until from.."): lib/as-of.ts's isWithin. */
export function isWithin(when: string, day: string): boolean {
  return when.split(" ").some((span) => {
    const [from = "", until = ""] = span.split("..");
    return (!from || day >= from) && (!until || day < until);
  });
}

/** Moves the page's as-of day on to the visitor's own (unless pinned) and shows what holds on it. */
export function showEventStates(now = new Date()): void {
  const root = document.documentElement;
  const pad = (value: number) => String(value).padStart(2, "0");
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const built = root.dataset.asOf ?? "";
  if (root.dataset.asOfPinned !== undefined || today <= built) return;
  root.dataset.asOf = today;
  for (const part of document.querySelectorAll<HTMLElement>("[data-when]")) {
    part.hidden = !isWithin(part.dataset.when ?? "", today);
  }
}
