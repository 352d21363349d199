/**
 * Feed dates: the calendar day WordPress wrote, whatever the visitor's time zone; any other form, an
 * impossible day or a year before 1000 reads 'Recent' (docs/decisions/feed-dates.md).
 */
const INVALID_DATE_LABEL = "Recent";

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

/** WordPress's date forms. Every part has a fixed or bounded length: nothing to backtrack over. */
const WORDPRESS_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;
/** Earlier years are unset or broken dates, never a publication date. */
const FIRST_VALID_YEAR = 1000;

function calendarDay(date: string | null | undefined): Date | undefined {
  const parts = WORDPRESS_DATE.exec(date ?? "")
    ?.slice(1)
    .map((part) => Number(part ?? 0));
  if (!parts) return undefined;
  const [
    year = 0,
    month = 0,
    day = 0,
    hours = 0,
    minutes = 0,
    seconds = 0,
    offsetHours = 0,
    offsetMinutes = 0,
  ] = parts;
  const isTimeReal =
    hours <= 23 && minutes <= 59 && seconds <= 59 && offsetHours <= 23 && offsetMinutes <= 59;
  if (year < FIRST_VALID_YEAR || !isTimeReal) return undefined;
  // setUTCFullYear, not Date.UTC, which would read years 0-99 as 1900-1999.
  const value = new Date(0);
  value.setUTCFullYear(year, month - 1, day);
  const isReal = value.getUTCMonth() === month - 1 && value.getUTCDate() === day;
  return isReal ? value : undefined;
}

/** 'Jan 5, 2025' (docs/product.md §3 post summary); 'Recent' for an invalid date. */
export function formatShortDate(date: string | null | undefined): string {
  const day = calendarDay(date);
  return day ? shortDate.format(day) : INVALID_DATE_LABEL;
}

/** 'January 5, 2025' (docs/product.md §3 podcast episode); 'Recent' for an invalid date. */
export function formatLongDate(date: string | null | undefined): string {
  const day = calendarDay(date);
  return day ? longDate.format(day) : INVALID_DATE_LABEL;
}
