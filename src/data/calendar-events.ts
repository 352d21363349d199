import { pages } from "@/src/data/pages";

import { nextParksWeek } from "@/lib/event-dates";
import type { PresentedEvents } from "@/lib/events";
import type { CalendarEvent } from "@/lib/ics";
import { absoluteUrl } from "./metadata";

/**
 * The events visitors can add to their calendar, by file name under /calendar/: the symposium and
 * the study tour the site presents (their files' names make the calendar ids, e.g.
 * symposium-2025@worldurbanparks.org) and the next World Parks Week.
 */
export function calendarEvents(
  today: Date,
  { symposium, studyTour }: Pick<PresentedEvents, "symposium" | "studyTour">,
  /** The events' ids: their files' names. */
  ids: { symposium: string; studyTour: string },
): Record<string, CalendarEvent> {
  const parksWeek = nextParksWeek(today);
  return {
    "symposium.ics": {
      uid: `${ids.symposium}@worldurbanparks.org`,
      title: symposium.name,
      description: `${pages.symposium.description} Programme: ${absoluteUrl(pages.symposiumProgram.path)}`,
      start: symposium.start,
      end: symposium.end,
      location: `${symposium.venue}, ${symposium.city}, ${symposium.country}`,
      url: absoluteUrl(pages.symposium.path),
    },
    "study-tour.ics": {
      uid: `${ids.studyTour}@worldurbanparks.org`,
      title: studyTour.name,
      description: pages.studyTour.description,
      start: studyTour.start,
      end: studyTour.end,
      location: `${studyTour.city}, ${studyTour.country}`,
      url: absoluteUrl(pages.studyTour.path),
    },
    "parks-week.ics": {
      uid: `parks-week-${parksWeek.year}@worldurbanparks.org`,
      title: `World Parks Week ${parksWeek.year}`,
      description: pages.parksWeek.description,
      start: parksWeek.start,
      end: parksWeek.end,
      location: "Parks in cities around the world",
      url: absoluteUrl(pages.parksWeek.path),
    },
  };
}
