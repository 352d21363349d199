import { pages } from "@/src/data/pages";

import { nextParksWeek, parksWeeksFrom, type DateRange } from "@/lib/event-dates";
import type { PresentedEvents } from "@/lib/events";
import type { CalendarEvent } from "@/lib/ics";
import { absoluteUrl } from "./metadata";

/** How many World Parks Weeks a build carries: its next one and those after it, for a page not rebuilt for years. */
const UPCOMING_PARKS_WEEKS = 3;

/** The World Parks Weeks a build made on `today` offers, the next one first (/parks-week shows the visitor's next). */
export const upcomingParksWeeks = (today: Date) => parksWeeksFrom(today, UPCOMING_PARKS_WEEKS);

/** One World Parks Week's name, as its calendar entry, its 'Add to calendar' link and its structured data give it. */
export const parksWeekName = (year: number) => `World Parks Week ${year}`;

/** The calendar file of one World Parks Week, under /calendar/. */
export const parksWeekCalendarFile = (year: number) => `parks-week-${year}.ics`;

function parksWeekEvent(week: DateRange & { year: number }): CalendarEvent {
  return {
    uid: `parks-week-${week.year}@worldurbanparks.org`,
    title: parksWeekName(week.year),
    description: pages.parksWeek.description,
    start: week.start,
    end: week.end,
    location: "Parks in cities around the world",
    url: absoluteUrl(pages.parksWeek.path),
  };
}

/**
 * The events visitors can add to their calendar, by file name under /calendar/: the symposium and
 * the study tour the site presents (their files' names make the calendar ids, e.g.
 * symposium-2025@worldurbanparks.org) and the upcoming World Parks Weeks, each in its own file
 * (parks-week-2027.ics), the next one also as parks-week.ics.
 */
export function calendarEvents(
  today: Date,
  { symposium, studyTour }: Pick<PresentedEvents, "symposium" | "studyTour">,
  /** The events' ids: their files' names. */
  ids: { symposium: string; studyTour: string },
): Record<string, CalendarEvent> {
  const parksWeeks = upcomingParksWeeks(today);
  return {
    ...Object.fromEntries(parksWeeks.map((week) => [parksWeekCalendarFile(week.year), parksWeekEvent(week)])),
    "parks-week.ics": parksWeekEvent(parksWeeks[0] ?? nextParksWeek(today)),
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
  };
}
