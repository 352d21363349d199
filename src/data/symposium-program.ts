/**
 * The page copy of /symposium-program and the rules of its day tabs; the programme itself is data
 * (content/programme/, content/speakers/), put together by lib/programme.ts
 * (docs/decisions/events-and-resources-as-data.md).
 */
import { numberWord } from "@/lib/number-words";

import { type DayId, dayIds, type Session, type SymposiumDay } from "@/content/types";

export const PROGRAM_FIRST_START = "10:30";
export const PROGRAM_LAST_END = "18:30";
export const DEFAULT_DAY: DayId = "day1";

/** Sessions whose speakers are never shown (docs/product.md §2): hosts, not talks. */
export const SPEAKERLESS_SESSION_TITLES = [
  "Cocktail for Exhibitors & Speakers",
  "Lunch & Networking",
] as const;

export function showsSpeakers(session: Pick<Session, "title" | "speakers">): boolean {
  const hidden: readonly string[] = SPEAKERLESS_SESSION_TITLES;
  return session.speakers.length > 0 && !hidden.includes(session.title);
}

export function isDayId(value: string): value is DayId {
  return (dayIds as readonly string[]).includes(value);
}

export function sessionCount(day: Pick<SymposiumDay, "sessions">): number {
  return day.sessions.length;
}

/** The sessions of the whole programme. */
export function totalSessions(days: readonly Pick<SymposiumDay, "sessions">[]): number {
  return days.reduce((sum, day) => sum + sessionCount(day), 0);
}

/** Start and end of a "HH:MM - HH:MM" time slot. */
export function sessionBounds(time: string): { start: string; end: string } {
  const [start = "", end = ""] = time.split(" - ");
  return { start, end };
}

/** The words of the day tabs and session rows; the tabs' island imports them from here. */
export const programCopy = {
  dayLabel: (index: number) => `Day ${index + 1}`,
  sessionsLabel: (count: number) => `${count} ${count === 1 ? "session" : "sessions"}`,
  /** A day tab as screen readers name it: "Day 1, Wednesday 8 Oct, 8 sessions". */
  dayTabName: (index: number, dayName: string, shortDate: string, count: number) =>
    `${programCopy.dayLabel(index)}, ${dayName} ${shortDate}, ${programCopy.sessionsLabel(count)}`,
  dayHeading: (index: number, longDate: string) => `${programCopy.dayLabel(index)}: ${longDate}`,
  sessionsListLabel: (index: number) => `Sessions on day ${index + 1}`,
  /**
   * A session row as screen readers name it: "11:00 - 11:45, Keynote: Parks as Climate
   * Infrastructure"; a title that already starts with its type ("Workshop: …") isn't prefixed twice.
   */
  sessionRowName: ({ time, type, title }: Pick<Session, "time" | "type" | "title">) =>
    title.toLowerCase().startsWith(`${type.toLowerCase()}:`)
      ? `${time}, ${title}`
      : `${time}, ${type}: ${title}`,
  speakersHeading: (count: number) => (count === 1 ? "Speaker" : "Speakers"),
  speakerPhotoAlt: (name: string) => `Portrait of ${name}`,
} as const;

export const programBackLink = { href: "/symposium", label: "Back to the Symposium" } as const;

export const programIntro = {
  eyebrow: "Programme",
  title: "Day by day",
  subtitle:
    "Choose a day, then open any session for its description and speakers. Sessions at the same time run in parallel rooms.",
  tabsLabel: "Symposium days",
} as const;

/** Said while the programme's speakers are samples: the programme is an example, not the schedule. */
export function programSampleNote(dayCount: number): string {
  return `This programme shows the shape of the ${numberWord(dayCount)} days: its sessions and speakers are examples until the final schedule is published.`;
}

export function programVenue(venue: string) {
  return { eyebrow: "Getting there", title: "Venue and registration", mapLabel: `Open the ${venue} in maps` };
}
