/**
 * Events that know their dates: an event's state (upcoming, open, on now, past) on a page's as-of day, which is
 * `SITE_DATE` or the build's date, moved on in the browser (docs/decisions/events-know-their-dates.md).
 */

import type { Day } from "@/content/schemas/as-of-day";

export { buildAsOf, SITE_AS_OF, type Day } from "@/content/schemas/as-of-day";

/** An event's days, and the days its registration (or applications) is open, where known. */
export type EventDates = {
  start: Day;
  end: Day;
  opens?: Day;
  /** The last day of registration (inclusive); when absent it stays open until the event starts. */
  closes?: Day;
};

export const eventPhases = ["upcoming", "open", "on", "past"] as const;
export type EventPhase = (typeof eventPhases)[number];

/** Before the event, registration open or not: when a page offers to register. */
export const AHEAD = ["upcoming", "open"] as const satisfies readonly EventPhase[];

/** The state of an event on `day`. */
export function phaseOn(dates: EventDates, day: Day): EventPhase {
  if (day > dates.end) return "past";
  if (day >= dates.start) return "on";
  if (dates.opens && day >= dates.opens && (!dates.closes || day <= dates.closes)) return "open";
  return "upcoming";
}

/** The day after `day`. */
export function nextDay(day: Day): Day {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` (inclusive) until `until` (exclusive); an absent end is open. */
export type Span = { from?: Day; until?: Day };

const EARLIEST: Day = "0000-01-01";

/** The spans of days on which the event is in one of `phases`, in order, adjacent ones merged. */
export function spansOf(dates: EventDates, phases: readonly EventPhase[]): Span[] {
  const holding = variantsOver([dates], (day) => (phases.includes(phaseOn(dates, day)) ? "holds" : "not"));
  return holding.find((variant) => variant.value === "holds")?.spans ?? [];
}

/** One wording of a part of the page and the days it holds. */
export type Variant<Value> = { value: Value; spans: Span[] };

/**
 * A part of a page that depends on several events at once (the home page's events intro): `valueOn`
 * gives its wording on a day, which can change only where one of the events opens, closes, starts
 * or ends. Returns each distinct wording with the days it holds, in order of first appearance.
 */
export function variantsOver<Value extends string>(
  events: readonly EventDates[],
  valueOn: (day: Day) => Value,
): Variant<Value>[] {
  const cuts = [
    ...new Set(
      events.flatMap((dates) =>
        [dates.opens, dates.closes && nextDay(dates.closes), dates.start, nextDay(dates.end)].filter(
          (day): day is Day => Boolean(day),
        ),
      ),
    ),
  ].sort();
  const pieces: Span[] = [
    { until: cuts[0] },
    ...cuts.map((from, index) => ({ from, until: cuts[index + 1] })),
  ];
  const variants: Variant<Value>[] = [];
  for (const piece of pieces) {
    const value = valueOn(piece.from ?? EARLIEST);
    const variant = variants.find((known) => known.value === value);
    const last = variant?.spans.at(-1);
    if (!variant) variants.push({ value, spans: [{ ...piece }] });
    else if (last && last.until === piece.from) last.until = piece.until;
    else variant.spans.push({ ...piece });
  }
  return variants;
}

/** Spans as the `data-when` attribute carries them: "2025-02-01..2025-10-08 2025-10-11..". */
export function encodeSpans(spans: readonly Span[]): string {
  return spans.map((span) => `${span.from ?? ""}..${span.until ?? ""}`).join(" ");
}

/**
 * Whether `day` falls in one of the encoded spans. The page script carries its own copy of these
 * lines (it imports nothing, so Astro can write it into the page); as-of.test.ts holds the two to
 * the same answers.
 */
export function isWithin(when: string, day: Day): boolean {
  return when.split(" ").some((span) => {
    const [from = "", until = ""] = span.split("..");
    return (!from || day >= from) && (!until || day < until);
  });
}
