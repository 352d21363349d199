/**
 * Which of the events in content/events/ a page presents: of each kind, the first not over on the as-of day,
 * else the latest, shown as held (docs/decisions/events-and-resources-as-data.md).
 */
import {
  isPresented,
  windowOf,
  type AwardsEdition,
  type EventEntry,
  type EventKind,
  type ParksWeekEdition,
  type PresentedSymposium,
  type StudyTour,
  type Symposium,
} from "@/content/schemas/event";

import { SITE_AS_OF, type Day, type EventDates } from "./as-of";
import { parksWeekOf } from "./event-dates";

type OfKind<Kind extends EventKind> = Extract<EventEntry, { kind: Kind }>;

/** The events of one kind, earliest first. */
export function eventsOfKind<Kind extends EventKind>(
  events: readonly EventEntry[],
  kind: Kind,
): OfKind<Kind>[] {
  return events
    .filter((event): event is OfKind<Kind> => event.kind === kind)
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** The first event not over on `day`, else the latest; undefined only when there is none. */
export function nextOrLatest<Event extends { end: Day }>(
  events: readonly Event[],
  day: Day,
): Event | undefined {
  return events.find((event) => event.end >= day) ?? events.at(-1);
}

/** An event's days and the days its registration (or, for the awards, applications) is open. */
export function datesOf(event: EventEntry): EventDates {
  const { window } = windowOf(event);
  return {
    start: event.start,
    end: event.end,
    ...(window?.opens ? { opens: window.opens } : {}),
    ...(window?.closes ? { closes: window.closes } : {}),
  };
}

/** The year an event is known by: the year it starts. */
export function yearOf(event: { start: Day }): number {
  return Number(event.start.slice(0, 4));
}

export type PresentedEvents = {
  awards: AwardsEdition;
  symposium: PresentedSymposium;
  studyTour: StudyTour;
};

/**
 * The awards edition, the symposium and the study tour the site presents on `day` (the build's
 * as-of day by default). Only a symposium with its page fields can be presented; earlier editions
 * without them are only listed. The content check makes sure each kind has one.
 */
export function presentedEvents(events: readonly EventEntry[], day: Day = SITE_AS_OF.day): PresentedEvents {
  const awards = nextOrLatest(eventsOfKind(events, "awards"), day);
  const symposium = nextOrLatest(eventsOfKind(events, "symposium").filter(isPresented), day);
  const studyTour = nextOrLatest(eventsOfKind(events, "study-tour"), day);
  if (!awards || !symposium || !studyTour)
    throw new Error(
      "content/events needs an awards edition, a symposium with its page fields and a study tour (npm run content:check says which is missing)",
    );
  return { awards, symposium, studyTour };
}

/** The symposia before `symposium`, earliest first: its previous editions. */
export function symposiaBefore(events: readonly EventEntry[], symposium: Symposium): Symposium[] {
  return eventsOfKind(events, "symposium").filter((edition) => edition.start < symposium.start);
}

/**
 * The World Parks Weeks over by `day`, latest first: the editions of content/events/parks-week/,
 * and after the latest of them, each year's week by the rule (the last week of April) once it is
 * over, so the list never skips from the last recorded edition to the next one to come.
 */
export function pastParksWeeks(events: readonly EventEntry[], day: Day = SITE_AS_OF.day): ParksWeekEdition[] {
  const editions = eventsOfKind(events, "parks-week");
  const recorded = editions.filter((edition) => edition.end < day);
  const latest = recorded.at(-1);
  const recordedYears = new Set(editions.map(yearOf));
  const byRule: ParksWeekEdition[] = [];
  for (let year = latest ? yearOf(latest) + 1 : Number(day.slice(0, 4)); ; year += 1) {
    const week = parksWeekOf(year);
    if (week.end >= day) break;
    if (!recordedYears.has(year)) byRule.push({ kind: "parks-week", ...week });
  }
  return [...recorded, ...byRule].reverse();
}
