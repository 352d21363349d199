/**
 * Feed dates. WordPress gives local dates without a zone ("2025-01-05T10:00:00"); the calendar
 * day is what readers expect, so it is formatted as written, whatever the visitor's time zone.
 */
export const INVALID_DATE_LABEL = "Recent";

const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const longDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

function calendarDay(date: string | null | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? "");
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, day));
  const isReal = value.getUTCMonth() === month - 1 && value.getUTCDate() === day;
  return isReal ? value : undefined;
}

/** 'Jan 5, 2025' (SPEC §3 post summary); 'Recent' for an invalid date. */
export function formatShortDate(date: string | null | undefined): string {
  const day = calendarDay(date);
  return day ? shortDate.format(day) : INVALID_DATE_LABEL;
}

/** 'January 5, 2025' (SPEC §3 podcast episode); 'Recent' for an invalid date. */
export function formatLongDate(date: string | null | undefined): string {
  const day = calendarDay(date);
  return day ? longDate.format(day) : INVALID_DATE_LABEL;
}
