import { pages } from "@/content/pages";
import { symposium } from "@/content/symposium";
import { STUDY_TOUR_END, STUDY_TOUR_START } from "@/content/study-tour";

import { nextParksWeek } from "./event-dates";
import type { CalendarEvent } from "./ics";
import { absoluteUrl } from "./metadata";

/** The events visitors can add to their calendar, by file name under /calendar/. */
export function calendarEvents(today: Date): Record<string, CalendarEvent> {
  const parksWeek = nextParksWeek(today);
  return {
    "symposium.ics": {
      uid: "symposium-2025@worldurbanparks.org",
      title: symposium.name,
      description: `${pages.symposium.description} Programme: ${absoluteUrl(pages.symposiumProgram.path)}`,
      start: symposium.startDate,
      end: symposium.endDate,
      location: `${symposium.venue}, ${symposium.city}, ${symposium.country}`,
      url: absoluteUrl(pages.symposium.path),
    },
    "study-tour.ics": {
      uid: "study-tour-france-2025@worldurbanparks.org",
      title: "Study Tour France 2025",
      description: pages.studyTour.description,
      start: STUDY_TOUR_START,
      end: STUDY_TOUR_END,
      location: "Lyon, France",
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
