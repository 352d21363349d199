/**
 * Study Tour France 2025 (/study-tour): the tour, its five Lyon parks, prices and partners.
 * Facts come from ../shared/content-facts/events.yaml. The tour's dates, capacity and prices are the
 * association's own (SPEC §9); which parks it visits is matched by area only (see each park's
 * `sourceNote`), and the 150 ha park is a generic `sample: true` card until the itinerary names it.
 */
import { formatDayRange } from "@/lib/event-dates";
import { generatedImage, type ImageSource } from "@/lib/images";

import type { BenefitCard, ExternalLink, IconName, ParkCard, Provenance } from "./types";

export const STUDY_TOUR_CAPACITY = 50;
export const STUDY_TOUR_DAYS = 2;
export const STUDY_TOUR_START = "2025-12-03";
export const STUDY_TOUR_END = "2025-12-04";

const UNCONFIRMED_TOUR_NOTE =
  "Park facts are sourced; that the 2025 tour visits this park is matched by area only, not confirmed";

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

export const studyTourBenefitsIntro = {
  eyebrow: "Why join",
  title: "Learn from a city that plans for green",
  subtitle:
    "Lyon manages historic gardens, metropolitan parks and brand-new green spaces side by side. Two days on the ground show how they are designed, funded, run and loved.",
} as const;

export const studyTourBenefits = [
  {
    title: "See parks through their managers' eyes",
    description:
      "Walk each park with the people who run it and hear how they balance heritage, biodiversity, events and everyday use.",
    icon: "eye",
  },
  {
    title: "Compare models that work",
    description:
      "A botanical park, a country estate, a reclaimed barracks and a metropolitan sports park: four ways to deliver green space for a growing city.",
    icon: "layers",
  },
  {
    title: "Build your international network",
    description:
      "Travel with a group of at most fifty peers from parks agencies, design studios and universities around the world.",
    icon: "users",
  },
  {
    title: "Meet the industry at Paysalia",
    description:
      "VIP access to Paysalia, the landscape, garden and sports-ground show in Lyon, with its suppliers, innovations and talks.",
    icon: "sprout",
  },
] as const satisfies readonly BenefitCard[];

export type StudyTourPark = ParkCard & { id: string; alt: string; photo: ImageSource };

function park<T extends Omit<StudyTourPark, "image" | "photo">>(entry: T) {
  const photo = generatedImage(`events/park-${entry.id}`);
  return { ...entry, image: photo.src, photo };
}

export const PARK_IMAGE_SIZE = { width: 800, height: 520 } as const;

/** The heading of the parks section; the count comes from the list. */
export const studyTourParksIntro = {
  eyebrow: "The tour",
  title: (count: number) => `${count} parks in two days`,
  subtitle:
    "From a nineteenth-century botanical park to a reclaimed barracks: select an image to see it full screen.",
  /** Read after the area ("117 ha") by screen readers. */
  areaUnitHint: "(hectares)",
} as const;

/** The five parks, in visiting order; areas pinned by SPEC §9 (117, 115, 17, 178, 150 ha). */
export const studyTourParks = [
  park({
    id: "tete-d-or",
    name: "Parc de la Tête d'Or",
    hectares: 117,
    tag: "Historic park",
    location: "Central Lyon, on the Rhône",
    description:
      "Lyon's great nineteenth-century park, run by the City of Lyon: a 16 ha lake, a botanical garden with about 15,000 plant species and a zoo of nearly 10 ha.",
    alt: "Illustration of a lake with a boathouse and tall trees in Parc de la Tête d'Or",
    source:
      "https://www.blog-des-collectivites.fr/accueil/mieux-vivre-ensemble/se-detendre-se-divertir/lyon-la-nature-au-coeur-de-la-ville",
    sourceNote: UNCONFIRMED_TOUR_NOTE,
  }),
  park({
    id: "lacroix-laval",
    name: "Domaine de Lacroix-Laval",
    hectares: 115,
    tag: "Heritage estate",
    location: "West of Lyon, Métropole de Lyon",
    description:
      "A historic country estate managed by the Métropole de Lyon: a château, woodland and open meadows where conservation and public enjoyment share the same ground.",
    alt: "Illustration of a château above meadows and woodland at Lacroix-Laval",
    source: "https://mes-dessins-perso.over-blog.fr/tag/corajoud/",
    sourceNote: UNCONFIRMED_TOUR_NOTE,
  }),
  park({
    id: "blandan",
    name: "Parc Blandan",
    hectares: 17,
    tag: "Urban renewal",
    location: "Lyon 7e",
    description:
      "Former military barracks bought by Grand Lyon in 2007 and reopened as a park from 2013, designed by Base paysagistes: a lesson in turning a closed site into a neighbourhood commons.",
    alt: "Illustration of old barrack walls framing lawns and a playground in Parc Blandan",
    source: "https://parcblandan.fr/le-parc-blandan",
    sourceNote: UNCONFIRMED_TOUR_NOTE,
  }),
  park({
    id: "parilly",
    name: "Parc de Parilly",
    hectares: 178,
    tag: "Metropolitan park",
    location: "Bron and Vénissieux",
    description:
      "Planned from 1937, with a racecourse opened in 1965 and many sports grounds: a large park that serves the whole east of the metropolis.",
    alt: "Illustration of playing fields and a racecourse bordered by woods in Parc de Parilly",
    source: "https://welovelyon.com/le-parc-de-parilly",
    sourceNote: UNCONFIRMED_TOUR_NOTE,
  }),
  park({
    id: "fifth-park",
    // A generic title, not a real park's name: no source names the tour's 150 ha park yet. Replace
    // this sample with the itinerary's park (name, source and description) once it is published.
    name: "Riverside parkland",
    hectares: 150,
    tag: "Nature and recreation",
    location: "Métropole de Lyon",
    description:
      "The tour ends in a large park of about 150 ha, where wetlands and woodland sit beside open lawns: a chance to see how a big park protects nature while welcoming a whole city.",
    alt: "Illustration of a wide riverside park with wetlands and woodland",
    sample: true,
  }),
] as const satisfies readonly StudyTourPark[];

export type EventFact = { icon: IconName; label: string; value: string };

export const studyTourFeatured = {
  eyebrow: "Featured event",
  title: "Study Tour France 2025",
  summary:
    "Two days in Lyon visiting its parks with the people who manage them, ending at Paysalia, the landscape show, with a VIP pass.",
  city: "Lyon",
  country: "France",
  dateLabel: "December 03-04, 2025",
  facts: [
    { icon: "calendar", label: "Duration", value: `${STUDY_TOUR_DAYS} days` },
    { icon: "clock", label: "Dates", value: "December 03-04, 2025" },
    { icon: "users", label: "Places", value: `Limited to ${STUDY_TOUR_CAPACITY} participants` },
    { icon: "map-pin", label: "Location", value: "Lyon, France" },
  ] as const satisfies readonly EventFact[],
  cta: {
    label: "Register Now",
    hint: "for Study Tour France 2025: see prices",
    href: `#${studyTourSections.pricing}`,
  },
} as const;

const TOUR_DAYS = formatDayRange({ start: STUDY_TOUR_START, end: STUDY_TOUR_END });

/** What the page says while the tour is on, and once it is over (lib/as-of.ts). */
export const studyTourStatus = {
  on: {
    eyebrow: "On now",
    title: `On now: ${TOUR_DAYS} in ${studyTourFeatured.city}`,
    text: "The tour is visiting Lyon's parks with the people who run them. Registration has closed.",
    links: [{ label: "See the Parks", hint: "of the study tour", href: `#${studyTourSections.parks}` }],
  },
  past: {
    eyebrow: "Held",
    title: `Held ${TOUR_DAYS} in ${studyTourFeatured.city}`,
    text: "Study Tour France 2025 has taken place. The parks it visited, and the partners who made it possible, are still here to explore.",
    links: [{ label: "See the Parks", hint: "of the study tour", href: `#${studyTourSections.parks}` }],
  },
} as const;

export type StudyTourPrice = {
  id: "member" | "non-member";
  name: string;
  priceEur: number;
  audience: string;
  includes: readonly string[];
  registration: ExternalLink;
};

const REGISTRATION_NOTE =
  "The tour's registration pages were not found; this is the association's membership platform";
const BASE_INCLUDES = [
  "World Urban Parks delegate kit",
  "The 2-day guided tour",
  "Night Cocktail",
  "VIP Paysalia pass",
] as const;

export const studyTourPrices = [
  {
    id: "member",
    name: "Early Bird Member",
    priceEur: 170,
    audience: "For current World Urban Parks members",
    includes: BASE_INCLUDES,
    registration: { href: "https://wup.imiscloud.com/", sample: true, note: REGISTRATION_NOTE },
  },
  {
    id: "non-member",
    name: "Early Bird No Member",
    priceEur: 240,
    audience: "For professionals who are not yet members",
    includes: [...BASE_INCLUDES, "1 year of professional membership"],
    registration: { href: "https://wup.imiscloud.com/", sample: true, note: REGISTRATION_NOTE },
  },
] as const satisfies readonly StudyTourPrice[];

export const studyTourPricingIntro = {
  eyebrow: "Registration",
  title: "Choose your early bird place",
  subtitle: "Prices are per person in euro. Registration opens on the association's secure platform.",
  perPerson: "per person",
  includesLabel: (placeName: string) => `${placeName} includes`,
  registerLabel: (placeName: string) => `Register as ${placeName}`,
} as const;

export type PartnerShape = "leaf" | "arch" | "lion" | "wave";
export type StudyTourPartner = { name: string; role: string; shape: PartnerShape } & Provenance;

/** Partner marks are drawn by the site (no third-party logos); each role is sourced. */
export const studyTourPartners = [
  {
    name: "World Urban Parks",
    role: "Organiser",
    shape: "leaf",
    source: "https://wup.connectedcommunity.org/about-us/governance",
  },
  {
    name: "Paysalia",
    role: "Landscape show, Lyon",
    shape: "arch",
    source: "https://www.paysalia.com/en/blog/show/rethink-urban-spaces-green-city-day-paysalia-2021",
  },
  {
    name: "Ville de Lyon",
    role: "Host city, parks and gardens",
    shape: "lion",
    source: "http://www.worldurbanparks.org/en/news-events/news/576-events-green-city-days-by-paysalia",
  },
  {
    name: "Métropole de Lyon",
    role: "Host metropolis",
    shape: "wave",
    source: "https://parcblandan.fr/le-parc-blandan",
  },
] as const satisfies readonly StudyTourPartner[];

export const studyTourPartnersIntro = {
  eyebrow: "Partners",
  title: "Made possible with Lyon",
  subtitle: "The tour is organised by World Urban Parks with the landscape show and the city that host it.",
} as const;
