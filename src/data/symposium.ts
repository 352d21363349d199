/**
 * The page copy of /symposium (and what /symposium-program shares): headings, button labels and the lines
 * worked out from the symposium's data, which is in content/events/symposium/
 * (docs/decisions/events-and-resources-as-data.md).
 */
import { formatDayRange, formatMonthYear } from "@/lib/event-dates";
import { yearOf } from "@/lib/events";
import { numberWord } from "@/lib/number-words";

import type { IconName, PresentedSymposium, Symposium } from "@/content/types";

/** How screen readers name the event after a button's visible label ("Register Now for …"). */
function eventName(symposium: Symposium): string {
  return `the ${yearOf(symposium)} Symposium`;
}

/** "8-10 October 2025", as the facts and the venue write it. */
export function symposiumDateLabel(symposium: Symposium): string {
  return formatDayRange(symposium, "-");
}

/** "8–10 October 2025", as the status titles and the home card write it. */
export function symposiumDays(symposium: Symposium): string {
  return formatDayRange(symposium);
}

const viewProgram = { label: "View Program", href: "/symposium-program" } as const;

export type SymposiumActionsCopy = {
  registerNow: { label: string; hint: string };
  registerInterest: { label: string; hint: string };
  /** Left out while the symposium has no programme yet. */
  viewProgram?: { label: string; hint: string; href: string };
  /** What "Add to calendar" adds, for screen readers. */
  calendarEventName: string;
};

/** Whether the symposium's programme is published: /symposium-program shows another's until then. */
export type ProgrammeState = { hasProgramme: boolean };

/**
 * The symposium's calls to action (docs/product.md §2: 'Register Now', 'Register Interest', 'View Program'),
 * each with the words a screen reader adds after the label so the link makes sense on its own.
 */
export function symposiumActions(
  symposium: Symposium,
  { hasProgramme }: ProgrammeState,
): SymposiumActionsCopy {
  const name = eventName(symposium);
  return {
    registerNow: { label: "Register Now", hint: `for ${name}` },
    registerInterest: { label: "Register Interest", hint: `in ${name}` },
    ...(hasProgramme ? { viewProgram: { ...viewProgram, hint: `of ${name}` } } : {}),
    calendarEventName: name,
  };
}

/** Where to register and how to get there (docs/product.md §2, §7): all open in a new tab. */
export function symposiumLinks(symposium: PresentedSymposium) {
  return {
    registerNow: symposium.links.register.href,
    registerInterest: symposium.links.registerInterest.href,
    venueMap: symposium.links.venueMap.href,
  };
}

export type SymposiumFact = { icon: IconName; label: string; value: string };

export function symposiumFacts(symposium: Symposium): SymposiumFact[] {
  return [
    { icon: "calendar", label: "Dates", value: symposiumDateLabel(symposium) },
    { icon: "building", label: "Venue", value: symposium.venue },
    { icon: "map-pin", label: "City", value: `${symposium.city}, ${symposium.country}` },
  ];
}

export function symposiumAbout(symposium: PresentedSymposium) {
  return {
    eyebrow: "About the symposium",
    title: symposium.about.title,
    paragraphs: symposium.about.paragraphs,
  };
}

export const symposiumHighlightsIntro = {
  eyebrow: "Highlights",
  title: "What to expect",
  heldTitle: "What the symposium offered",
} as const;

export type RegistrationStatus = { label: string; icon: IconName };

/** The registration section: when registration opens (from its window) and the early-bird line. */
export function symposiumRegistration(symposium: PresentedSymposium) {
  const opens = symposium.registration?.opens;
  const statuses: RegistrationStatus[] = [
    ...(opens ? [{ label: `Registration opens ${formatMonthYear(opens)}`, icon: "calendar" as const }] : []),
    { label: symposium.earlyBird, icon: "ticket" },
  ];
  return { eyebrow: "Registration", title: "Save your place", statuses, text: symposium.registrationText };
}

/** What the page says while the symposium is on, and once it is over (lib/as-of.ts). */
export function symposiumStatus(symposium: PresentedSymposium, { hasProgramme }: ProgrammeState) {
  const days = symposiumDays(symposium);
  const program = hasProgramme ? [{ ...viewProgram, hint: `of ${eventName(symposium)}` }] : [];
  return {
    on: {
      eyebrow: "On now",
      title: `On now: ${days} in ${symposium.city}`,
      text: symposium.onNow.text,
      links: program,
    },
    past: {
      eyebrow: "Held",
      title: `Held ${days} in ${symposium.city}`,
      text: symposium.held.text,
      links: [
        ...program,
        {
          label: "See the Winners",
          hint: `of the ${yearOf(symposium)} World Urban Parks Awards`,
          href: "/wup-awards/winners",
        },
      ],
    },
  };
}

export type PastSymposium = { year: number; dates: string; venue: string; theme?: string };

/** The earlier editions as Previous editions lists them. */
export function pastSymposia(editions: readonly Symposium[]): PastSymposium[] {
  return editions.map((edition) => ({
    year: yearOf(edition),
    dates: symposiumDateLabel(edition),
    venue: edition.venue,
    ...(edition.theme ? { theme: edition.theme } : {}),
  }));
}

/** "Building on two Istanbul symposia": the city named when every edition was held there. */
export function pastSymposiaIntro(editions: readonly Symposium[]) {
  const cities = new Set(editions.map((edition) => edition.city));
  const [city] = cities;
  const where = cities.size === 1 && city ? `${city} ` : "";
  const what = editions.length === 1 ? "symposium" : "symposia";
  return {
    eyebrow: "Previous editions",
    title: `Building on ${numberWord(editions.length)} ${where}${what}`,
  };
}
