/**
 * The day a webinar takes place, where its post gives one in its title or excerpt ("on 10 December
 * 2026", "December 10, 2026"): WordPress's own date is when the post was published, not when the
 * webinar is. Both patterns have bounded parts (no nested repetition): linear on any text.
 */
import type { Day } from "@/lib/as-of";

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;
const MONTH = MONTHS.join("|");
/** "10 December 2026", "3rd March 2027" */
const DAY_FIRST = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)? (${MONTH}),? (\d{4})\b`, "i");
/** "December 10, 2026", "March 3rd 2027" */
const MONTH_FIRST = new RegExp(String.raw`\b(${MONTH}) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b`, "i");

function toDay(year: string, month: string, day: string): Day | undefined {
  const monthIndex = MONTHS.indexOf(month.toLowerCase() as (typeof MONTHS)[number]);
  const date = new Date(Date.UTC(Number(year), monthIndex, Number(day)));
  if (date.getUTCMonth() !== monthIndex || date.getUTCDate() !== Number(day)) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The first real calendar day written out in `text` (plain text, not HTML), if any. */
export function findEventDay(text: string): Day | undefined {
  const dayFirst = DAY_FIRST.exec(text);
  const monthFirst = MONTH_FIRST.exec(text);
  const first = [dayFirst, monthFirst]
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => a.index - b.index)[0];
  if (!first) return undefined;
  const [, a = "", b = "", year = ""] = first;
  return first === dayFirst ? toDay(year, b, a) : toDay(year, a, b);
}
