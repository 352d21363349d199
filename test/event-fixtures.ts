/**
 * Events a test writes itself, so what it checks holds whatever editions the editor adds or changes: each takes the
 * shape of an edition of its kind in content/events/ (every field a page needs, which the content check keeps there)
 * and replaces its name, days and window, in far-off years (docs/decisions/content-belongs-to-the-editor.md).
 */
import {
  isPresented,
  type AwardsEdition,
  type EventEntry,
  type ParksWeekEdition,
  type PresentedSymposium,
  type StudyTour,
  type Symposium,
} from "@/content/schemas/event";
import { loadEvents } from "@/lib/content/load";
import { eventsOfKind } from "@/lib/events";

const content = loadEvents();

function template<Event>(events: readonly Event[], what: string): Event {
  const [first] = events;
  if (!first) throw new Error(`content/events has no ${what} to take a fixture's shape from`);
  return first;
}

const symposiumShape: PresentedSymposium = template(
  eventsOfKind(content, "symposium").filter(isPresented),
  "symposium with its page fields",
);
const awardsShape: AwardsEdition = template(eventsOfKind(content, "awards"), "awards edition");
const studyTourShape: StudyTour = template(eventsOfKind(content, "study-tour"), "study tour");
const parksWeekShape: ParksWeekEdition = template(eventsOfKind(content, "parks-week"), "Parks Week");

type Days = { start: string; end: string };

export function fixtureSymposium(days: Days & { name?: string; opens?: string }): PresentedSymposium {
  const { registration: _registration, ...shape } = symposiumShape;
  return {
    ...shape,
    name: days.name ?? `World Urban Parks ${days.start.slice(0, 4)} Symposium`,
    start: days.start,
    end: days.end,
    ...(days.opens ? { registration: { opens: days.opens, sample: true } } : {}),
  };
}

/** A symposium listed among previous editions only: no page fields of its own. */
export function fixtureListedSymposium(days: Days): Symposium {
  return {
    kind: "symposium",
    name: `World Urban Parks ${days.start.slice(0, 4)} Symposium`,
    start: days.start,
    end: days.end,
    venue: symposiumShape.venue,
    city: symposiumShape.city,
    country: symposiumShape.country,
    countryCode: symposiumShape.countryCode,
    sample: true,
  };
}

export function fixtureAwards(days: Days & { opens?: string; closes?: string }): AwardsEdition {
  const { applications: _applications, ...shape } = awardsShape;
  return {
    ...shape,
    name: `World Urban Parks Awards ${days.start.slice(0, 4)}`,
    start: days.start,
    end: days.end,
    ...(days.opens && days.closes
      ? { applications: { opens: days.opens, closes: days.closes, sample: true } }
      : {}),
  };
}

export function fixtureStudyTour(days: Days & { opens?: string }): StudyTour {
  const { registration: _registration, ...shape } = studyTourShape;
  return {
    ...shape,
    name: `Study Tour ${days.start.slice(0, 4)}`,
    start: days.start,
    end: days.end,
    ...(days.opens ? { registration: { opens: days.opens, sample: true } } : {}),
  };
}

export function fixtureParksWeek(days: Days): ParksWeekEdition {
  return { ...parksWeekShape, start: days.start, end: days.end };
}

export type { EventEntry };
