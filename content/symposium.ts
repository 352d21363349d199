/**
 * The World Urban Parks 2025 Symposium (/symposium, and the facts /symposium-program shares).
 * Facts from ../shared/content-facts/events.yaml, each with its public source.
 */
import { formatDayRange } from "@/lib/event-dates";

import { externalLinks } from "./site";
import type { BenefitCard, ExternalLink, IconName, Provenance } from "./types";

const VENUE_SOURCE =
  "https://www.eluniversal.com.mx/estados/otorgan-premio-internacional-al-parque-esperanto/";
const FAIR_SOURCE = "https://thursd.com/articles/landscape-istanbul-fair-2025-recap";

export const symposium = {
  name: "World Urban Parks 2025 Symposium",
  startDate: "2025-10-08",
  endDate: "2025-10-10",
  dateLabel: "8-10 October 2025",
  venue: "Istanbul Fair Centre",
  venueLocalName: "Istanbul Fuar Merkezi",
  city: "Istanbul",
  country: "Türkiye",
  countryCode: "TR",
  hostEvent: "Landscape Istanbul Fair 2025",
  source: VENUE_SOURCE,
} as const;

/** Where to register and how to get there (SPEC §2, §7): all open in a new tab. */
export const symposiumLinks = {
  registerNow: externalLinks.symposium,
  registerInterest: {
    href: "https://www.peyzajistanbulfuari.com/en/",
    sample: true,
    note: "The fair's interest form was not found; this is the host fair's home page",
  },
  venueMap: {
    href: "https://www.google.com/maps/search/?api=1&query=Istanbul%20Fair%20Centre%2C%20Istanbul",
    source: VENUE_SOURCE,
  },
} as const satisfies Record<string, ExternalLink>;

/** How screen readers name the event after a button's visible label ("Register Now for …"). */
const EVENT_NAME = "the 2025 Symposium";

/**
 * The symposium's calls to action (SPEC §2: 'Register Now', 'Register Interest', 'View Program'),
 * each with the words a screen reader adds after the label so the link makes sense on its own.
 */
export const symposiumHeroActions = {
  registerNow: { label: "Register Now", hint: `for ${EVENT_NAME}` },
  registerInterest: { label: "Register Interest", hint: `in ${EVENT_NAME}` },
  viewProgram: { label: "View Program", hint: `of ${EVENT_NAME}`, href: "/symposium-program" },
  /** What "Add to calendar" adds, for screen readers. */
  calendarEventName: EVENT_NAME,
} as const;

export type SymposiumFact = { icon: IconName; label: string; value: string };

export const symposiumFacts = [
  { icon: "calendar", label: "Dates", value: symposium.dateLabel },
  { icon: "building", label: "Venue", value: symposium.venue },
  { icon: "map-pin", label: "City", value: `${symposium.city}, ${symposium.country}` },
] as const satisfies readonly SymposiumFact[];

export const symposiumAbout = {
  eyebrow: "About the symposium",
  title: "Three days on the future of city parks",
  paragraphs: [
    "World Urban Parks brings its symposium back to the Istanbul Fair Centre, inside Landscape Istanbul Fair 2025, for the third year running. Park managers, designers, researchers and suppliers meet in one hall, and the exhibition floor is a few steps away.",
    "The 2025 edition marks ten years of the World Urban Parks Awards: the ceremony takes place during the symposium, celebrating the people, projects and organisations behind great parks.",
  ],
  sources: [
    FAIR_SOURCE,
    "https://parkpeople.ca/park-people-celebrates-international-recognition-at-world-urban-parks-awards",
  ],
} as const;

export const symposiumHighlightsIntro = {
  eyebrow: "Highlights",
  title: "What to expect",
} as const;

export const symposiumHighlights = [
  {
    title: "Keynote speakers",
    description:
      "Leaders from parks agencies, cities and research open each day with the ideas shaping green space worldwide.",
    icon: "mic",
  },
  {
    title: "Concurrent sessions",
    description:
      "Panels, speed sessions and workshops run side by side, so you can follow climate, health, governance or design.",
    icon: "presentation",
  },
  {
    title: "Awards ceremony",
    description:
      "The World Urban Parks Awards mark their tenth year with a ceremony honouring winners from five regions.",
    icon: "trophy",
  },
] as const satisfies readonly BenefitCard[];

export type RegistrationStatus = { label: string; icon: IconName };

export const symposiumRegistration = {
  eyebrow: "Registration",
  title: "Save your place",
  statuses: [
    { label: "Registration opens February 2025", icon: "calendar" },
    { label: "Early bird opens soon", icon: "ticket" },
  ] as const satisfies readonly RegistrationStatus[],
  text: "Registration runs through the host fair's website. Register now, or register your interest and we will let you know when early bird places open.",
} as const;

/** "8–10 October 2025" */
export const symposiumDays = formatDayRange({ start: symposium.startDate, end: symposium.endDate });

/** What the page says while the symposium is on, and once it is over (lib/as-of.ts). */
export const symposiumStatus = {
  on: {
    eyebrow: "On now",
    title: `On now: ${symposiumDays} in ${symposium.city}`,
    text: "The symposium is under way at the Istanbul Fair Centre, inside Landscape Istanbul Fair 2025. The programme shows each day's sessions.",
    links: [{ label: "View Program", hint: `of ${EVENT_NAME}`, href: "/symposium-program" }],
  },
  past: {
    eyebrow: "Held",
    title: `Held ${symposiumDays} in ${symposium.city}`,
    text: "Speakers from 35 countries took part, and the World Urban Parks Awards marked their tenth year with a ceremony during the symposium. The programme and the winners stay online.",
    links: [
      { label: "View Program", hint: `of ${EVENT_NAME}`, href: "/symposium-program" },
      { label: "See the Winners", hint: "of the 2025 World Urban Parks Awards", href: "/wup-awards/winners" },
    ],
  },
  sources: [FAIR_SOURCE],
} as const;

export type PastSymposium = { year: number; dates: string; theme: string } & Provenance;

export const pastSymposia = [
  {
    year: 2023,
    dates: "16-17 November 2023",
    theme: "Adapt and Recover: celebrating the power of parks",
    source: "https://www.peyzajistanbulfuari.com/en/world-urban-parks-symposium/",
  },
  {
    year: 2024,
    dates: "13-14 November 2024",
    theme: "Growing Healthy and Resilient Cities",
    source:
      "https://irishlandscapeinstitute.com/articles/call-for-educational-session-proposals-for-the-world-urban-parks-symposium",
  },
] as const satisfies readonly PastSymposium[];

export const pastSymposiaIntro = {
  eyebrow: "Previous editions",
  title: "Building on two Istanbul symposia",
} as const;
