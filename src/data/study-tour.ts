/**
 * The page copy of /study-tour: section ids, headings, button labels and the lines worked out from the tour's
 * data, which is in content/events/study-tour/ (docs/decisions/events-and-resources-as-data.md).
 */
import { AHEAD, type EventPhase } from "@/lib/as-of";
import { daysIn, formatDayRange, formatMonthFirstDate } from "@/lib/event-dates";
import { generatedImage, type ImageSource } from "@/lib/images";
import { numberWord } from "@/lib/number-words";

import type { IconName, StudyTour, StudyTourPark } from "@/content/types";

export const studyTourSections = {
  benefits: "why-join",
  parks: "parks",
  tour: "tour",
  pricing: "pricing",
  partners: "partners",
} as const;

export const studyTourHero = {
  primary: { label: "View Tour", href: `#${studyTourSections.parks}` },
  secondary: { label: "Learn More", hint: "about the study tour", href: `#${studyTourSections.benefits}` },
} as const;

export function studyTourBenefitsIntro(tour: StudyTour) {
  return { eyebrow: "Why join", title: tour.benefits.title, subtitle: tour.benefits.subtitle };
}

export const PARK_IMAGE_SIZE = { width: 800, height: 520 } as const;

/** A park's picture: the webp and jpg the build makes from its SVG. */
export function parkPhoto(park: StudyTourPark): ImageSource {
  return generatedImage(park.image);
}

/** The heading of the parks section; the counts come from the tour. */
export const studyTourParksIntro = {
  eyebrow: "The tour",
  title: (parkCount: number, dayCount: number) => `${parkCount} parks in ${numberWord(dayCount)} days`,
  /** Read after the area ("117 ha") by screen readers. */
  areaUnitHint: "(hectares)",
} as const;

/** A key fact; one with `phases` holds only in those states (the places: only while ahead). */
export type EventFact = { icon: IconName; label: string; value: string; phases?: readonly EventPhase[] };

/** The featured section: the tour's name, text and key facts, and its Register Now. */
export function studyTourFeatured(tour: StudyTour) {
  const days = daysIn(tour);
  const dateLabel = formatMonthFirstDate(tour);
  const facts: EventFact[] = [
    { icon: "calendar", label: "Duration", value: `${days} ${days === 1 ? "day" : "days"}` },
    { icon: "clock", label: "Dates", value: dateLabel },
    { icon: "users", label: "Places", value: `Limited to ${tour.capacity} participants`, phases: AHEAD },
    { icon: "map-pin", label: "Location", value: `${tour.city}, ${tour.country}` },
  ];
  return {
    eyebrow: "Featured event",
    title: tour.name,
    summary: tour.featuredText,
    facts,
    cta: {
      label: "Register Now",
      hint: `for ${tour.name}: see prices`,
      href: `#${studyTourSections.pricing}`,
    },
  };
}

/** What the page says while the tour is on, and once it is over (lib/as-of.ts). */
export function studyTourStatus(tour: StudyTour) {
  const days = formatDayRange(tour);
  const parks = { label: "See the Parks", hint: "of the study tour", href: `#${studyTourSections.parks}` };
  return {
    on: {
      eyebrow: "On now",
      title: `On now: ${days} in ${tour.city}`,
      text: tour.onNow.text,
      links: [parks],
    },
    past: { eyebrow: "Held", title: `Held ${days} in ${tour.city}`, text: tour.held.text, links: [parks] },
  };
}

const CURRENCY_NAMES = { EUR: "euro", USD: "US dollars", NZD: "New Zealand dollars" } as const;

/** The pricing section's words; its line names the prices' currency. */
export function studyTourPricingIntro(tour: StudyTour) {
  const currencies = [...new Set(tour.prices.map((price) => CURRENCY_NAMES[price.currency]))];
  return {
    eyebrow: "Registration",
    title: "Choose your early bird place",
    subtitle: `Prices are per person in ${currencies.join(" or ")}. Registration opens on the association's secure platform.`,
    perPerson: "per person",
    includesLabel: (placeName: string) => `${placeName} includes`,
    registerLabel: (placeName: string) => `Register as ${placeName}`,
  };
}

export function studyTourPartnersIntro(tour: StudyTour) {
  return { eyebrow: "Partners", title: tour.partners.title, subtitle: tour.partners.subtitle };
}
