/**
 * The site's one date formatter: every date the site writes in its own words, day first in NZ English, and the
 * few forms the spec quotes (docs/decisions/one-date-formatter.md).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export type DateRange = { start: string; end: string };

/**
 * World Parks Week runs in the last week of April: from the last Monday of April for seven days,
 * to the Sunday (2025: 28 April - 4 May, as the association held it).
 */
export function parksWeekOf(year: number): DateRange {
  const april30 = new Date(Date.UTC(year, 3, 30));
  const daysSinceMonday = (april30.getUTCDay() + 6) % 7;
  const start = new Date(april30.getTime() - daysSinceMonday * DAY_MS);
  return { start: isoDate(start), end: isoDate(new Date(start.getTime() + 6 * DAY_MS)) };
}

/** The edition that is on now, or else the next one to come, as seen on `today`. */
export function nextParksWeek(today: Date): DateRange & { year: number } {
  const todayIso = isoDate(today);
  const year = today.getUTCFullYear();
  const thisYear = parksWeekOf(year);
  if (thisYear.end >= todayIso) return { year, ...thisYear };
  return { year: year + 1, ...parksWeekOf(year + 1) };
}

/** The edition that is next on `today` and the `count - 1` that follow it. */
export function parksWeeksFrom(today: Date, count: number): (DateRange & { year: number })[] {
  const next = nextParksWeek(today);
  return Array.from({ length: count }, (_, index) =>
    index === 0 ? next : { year: next.year + index, ...parksWeekOf(next.year + index) },
  );
}

const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const dayOnly = new Intl.DateTimeFormat("en-GB", { day: "numeric", timeZone: "UTC" });

/** A range's two ends and what stands between them, for a page that marks each end up on its own. */
export type DayRangeParts = { start: string; separator: string; end: string };

/**
 * "8–10 October 2025" as { start: "8", separator: "–", end: "10 October 2025" }; a range across
 * months or years names both ends ("28 April", " – ", "4 May 2025").
 */
export function dayRangeParts({ start, end }: DateRange, dash: "–" | "-" = "–"): DayRangeParts {
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  const first = sameMonth
    ? dayOnly.format(utcDate(start))
    : start.slice(0, 4) === end.slice(0, 4)
      ? dayMonth.format(utcDate(start))
      : dayMonthYear.format(utcDate(start));
  return { start: first, separator: sameMonth ? dash : ` ${dash} `, end: dayMonthYear.format(utcDate(end)) };
}

/**
 * "8–10 October 2025"; "28 April – 4 May 2025". With `dash` "-" only where the spec quotes the
 * symposium's dates so: "8-10 October 2025".
 */
export function formatDayRange(range: DateRange, dash: "–" | "-" = "–"): string {
  const { start, separator, end } = dayRangeParts(range, dash);
  return `${start}${separator}${end}`;
}

/** "3 December 2025" */
export function formatDate(iso: string): string {
  return dayMonthYear.format(utcDate(iso));
}

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** "October 2025" */
export function formatMonthYear(iso: string): string {
  return monthYear.format(utcDate(iso));
}

const shortMonth = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const longMonth = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });
const dayOf = (iso: string) => Number(iso.slice(8, 10));

/** Month first, as the spec writes the study tour's days on its card: "Dec 3-4" ("Nov 30 - Dec 1"). */
export function formatMonthFirstDays({ start, end }: DateRange): string {
  const first = `${shortMonth.format(utcDate(start))} ${dayOf(start)}`;
  if (start === end) return first;
  return start.slice(0, 7) === end.slice(0, 7)
    ? `${first}-${dayOf(end)}`
    : `${first} - ${shortMonth.format(utcDate(end))} ${dayOf(end)}`;
}

/**
 * Month first with two-digit days and the year, as the spec writes the study tour's dates:
 * "December 03-04, 2025" ("November 30 - December 01, 2025").
 */
export function formatMonthFirstDate({ start, end }: DateRange): string {
  const monthDay = (iso: string) => `${longMonth.format(utcDate(iso))} ${iso.slice(8, 10)}`;
  const year = (iso: string) => iso.slice(0, 4);
  if (start === end) return `${monthDay(start)}, ${year(end)}`;
  if (start.slice(0, 7) === end.slice(0, 7)) return `${monthDay(start)}-${end.slice(8, 10)}, ${year(end)}`;
  if (year(start) === year(end)) return `${monthDay(start)} - ${monthDay(end)}, ${year(end)}`;
  return `${monthDay(start)}, ${year(start)} - ${monthDay(end)}, ${year(end)}`;
}

/** How many days the range covers, both ends included: 2 for 3-4 December. */
export function daysIn({ start, end }: DateRange): number {
  return Math.round((utcDate(end).getTime() - utcDate(start).getTime()) / DAY_MS) + 1;
}

const longDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "Wednesday 8 October 2025" */
export function formatLongDate(iso: string): string {
  return longDay.format(utcDate(iso)).replace(",", "");
}

const shortDay = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** "8 Oct" */
export function formatShortDay(iso: string): string {
  return shortDay.format(utcDate(iso));
}

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" });

/** "Wednesday" */
export function formatWeekday(iso: string): string {
  return weekday.format(utcDate(iso));
}
