/**
 * Copy and data of the home page (SPEC §1, §2 "Home page events section"). Quoted spec strings
 * are used exactly; the rest is written for parks professionals. Counts are derived, not retyped.
 */
import { awards2025, studyTour2025, symposium2025 } from "./events";
import { STUDY_TOUR_CAPACITY } from "./study-tour";
import { symposiumDays } from "./symposium";
import { pages } from "./pages";
import { externalLinks } from "./site";
import type { BenefitCard, EventCard, IconName, Provenance, ResourceCard, Stat } from "./types";

import type { EventDates, EventPhase } from "@/lib/as-of";
import { generatedImage } from "@/lib/images";

/* ------------------------------------------------------------------ hero and counters */

export const homeHero = {
  ...pages.home.hero,
  cta: { label: "Start Your Journey", href: "/membership" },
} as const;

/** SPEC §4: home counters and their durations. */
export const homeStats = [
  { value: 30, suffix: "+", label: "Countries", durationMs: 2000 },
  { value: 1000, suffix: "+", label: "Members", durationMs: 2500 },
  { value: 10, label: "Years", durationMs: 1800 },
] as const satisfies readonly Stat[];

export const homeStatsLabel = "World Urban Parks in numbers";

/* ------------------------------------------------------------------ why join */

export const whyJoin = {
  title: "Why Join",
  subtitle:
    "Membership puts you alongside the people who plan, build, manage and champion parks in cities around the world.",
  benefits: [
    {
      title: "Global Network",
      description:
        "Meet park directors, planners, designers and researchers across five regions, and find the peer who has already solved your problem.",
      icon: "globe",
    },
    {
      title: "Expert Learning",
      description:
        "Learn from practitioners through webinars, the PodParks podcast, symposium sessions and a members' library of guides and case studies.",
      icon: "graduation-cap",
    },
    {
      title: "Sustainability Focus",
      description:
        "Share what works on climate resilience, biodiversity and water management, so every park can do more for its city.",
      icon: "leaf",
    },
    {
      title: "Innovation Hub",
      description:
        "See new ideas in park design, funding, programming and technology before they become common practice.",
      icon: "lightbulb",
    },
    {
      title: "Recognition",
      description:
        "Put your team's work forward through the World Urban Parks Awards programme and present it at our international events.",
      icon: "trophy",
    },
    {
      title: "Global Impact",
      description:
        "Add your voice to the international case for parks, so decision-makers value green space as the essential city service it is.",
      icon: "earth",
    },
  ],
} as const satisfies { title: string; subtitle: string; benefits: readonly BenefitCard[] };

/* ------------------------------------------------------------------ free resources */

/** The resource list behind the 'Free Resources' cards (SPEC §3 "Resource card"). */
export const freeResourceList = [
  {
    title: "Award-Winning Park Case Studies",
    description:
      "How this year's winners delivered new parks, restored large landscapes and built strong park organisations, region by region.",
    link: "/wup-awards/winners",
    linkText: "Read the Case Studies",
    fallbackImage: generatedImage("home/case-studies").src,
    webpImage: generatedImage("home/case-studies").webp,
  },
  {
    title: "World Parks Week Guide",
    description:
      "Everything a city, park agency or community group needs to take part in World Parks Week at the end of April.",
    link: "/parks-week",
    linkText: "Plan Your Parks Week",
    fallbackImage: generatedImage("home/parks-week").src,
    webpImage: generatedImage("home/parks-week").webp,
  },
  {
    title: "Digital Library Preview",
    description:
      "Browse the categories of research, guides, images and recordings that members use to make the case for their parks.",
    link: "/digital-library",
    linkText: "Preview the Library",
    fallbackImage: generatedImage("home/library").src,
    webpImage: generatedImage("home/library").webp,
  },
] as const satisfies readonly ResourceCard[];

export const freeResources = {
  id: "resources",
  title: "Free Resources",
  subtitle:
    "Free tools, guides and case studies from the global parks community, open to everyone who cares for parks and public spaces.",
  cards: freeResourceList,
} as const;

/* ------------------------------------------------------------------ member benefits */

export const memberBenefits = {
  title: "Exclusive Member Benefits",
  subtitle: "Unlock premium resources and connect with the global community",
  cards: [
    {
      title: "Content",
      description:
        "Member articles, the full digital library and presentations from past congresses and symposia.",
      icon: "library",
      link: externalLinks.library.href,
      linkText: "Explore Content",
    },
    {
      title: "Network",
      description:
        "Topic communities, discussion forums and a member directory to find colleagues worldwide.",
      icon: "network",
      link: externalLinks.activity.href,
      linkText: "Connect Now",
    },
    {
      title: "Events",
      description:
        "Special member pricing for the symposium, study tours and our other international events.",
      icon: "ticket",
      link: "#community",
      linkText: "View Events",
    },
    {
      title: "Professional Development",
      description: "Member-only webinars, short courses and training led by experienced park professionals.",
      icon: "graduation-cap",
      link: "/webinars",
      linkText: "Join Training",
    },
  ],
} as const satisfies {
  title: string;
  subtitle: string;
  cards: readonly (BenefitCard & { link: string; linkText: string })[];
};

/* ------------------------------------------------------------------ call to action */

const memberCount = homeStats[1].value;

export const membershipCta = {
  title: "Ready to Transform Your Career?",
  text: `Join over ${memberCount.toLocaleString("en-US")} professionals creating the future of urban parks`,
  label: "Become a Member Today",
  href: "/membership",
} as const;

/* ------------------------------------------------------------------ events */

/** What a home event card says in some of its event's states: its badge, label and action. */
export type EventCardState = Pick<
  EventCard,
  "badge" | "badgeColor" | "year" | "link" | "linkText" | "disabled"
> & {
  /** The accessible name of the card's link when its visible text is generic. */
  linkLabel?: string;
};

/**
 * A home event card: SPEC §3 "Event card" plus the short facts shown under its title. Its own
 * badge, label and action are the spec's, while the event is ahead; `later` says what replaces
 * them once it is on or over (lib/as-of.ts).
 */
export type HomeEvent = EventCard &
  EventCardState & {
    webpImage: string;
    facts: readonly { icon: IconName; text: string }[];
    dates: EventDates;
    later: readonly (EventCardState & { phases: readonly EventPhase[] })[];
  } & Provenance;

const seeTheProgramme = {
  link: "/symposium-program",
  linkText: "See the Programme",
  linkLabel: "See the Programme of the 2025 Symposium in Istanbul",
} as const;
const aboutTheTour = {
  link: "/study-tour",
  linkText: "About the Tour",
  linkLabel: "About the Tour: Study Tour France 2025 in Lyon",
} as const;

export const homeEvents = [
  {
    title: "Awards 2025",
    description:
      "The WUP@10 Awards celebrate ten years of the association with honours for people, organisations and park projects in every region.",
    link: externalLinks.awardsApplication.href,
    badge: "Open",
    badgeColor: "open",
    year: "Applications",
    image: generatedImage("home/event-awards").src,
    webpImage: generatedImage("home/event-awards").webp,
    linkText: "Apply Now",
    linkLabel: "Apply Now for the 2025 World Urban Parks Awards",
    icon: "trophy",
    facts: [{ icon: "award", text: "Six categories, five regions" }],
    dates: awards2025.dates,
    later: [
      {
        phases: ["upcoming", "on"],
        badge: "Coming Up",
        badgeColor: "upcoming",
        year: "Winners announced October 2025",
        link: "/wup-awards/about",
        linkText: "About the Awards",
        linkLabel: "About the Awards: the World Urban Parks Awards 2025",
      },
      {
        phases: ["past"],
        badge: "Awarded",
        badgeColor: "neutral",
        year: "Winners 2025",
        link: "/wup-awards/winners",
        linkText: "See the Winners",
        linkLabel: "See the Winners of the 2025 World Urban Parks Awards",
      },
    ],
    source:
      "https://parkpeople.ca/park-people-celebrates-international-recognition-at-world-urban-parks-awards",
  },
  {
    title: "Symposium 2025",
    description:
      "Three days of keynotes, concurrent sessions and the awards ceremony at the Istanbul Fair Centre, with speakers from around the world.",
    link: "/symposium",
    badge: "Upcoming",
    badgeColor: "upcoming",
    year: "2025",
    image: generatedImage("home/event-symposium").src,
    webpImage: generatedImage("home/event-symposium").webp,
    linkText: "Learn More",
    linkLabel: "Learn More about the 2025 Symposium in Istanbul",
    icon: "mic",
    facts: [{ icon: "map-pin", text: "Istanbul" }],
    dates: symposium2025.dates,
    later: [
      { phases: ["on"], badge: "On Now", badgeColor: "open", year: symposiumDays, ...seeTheProgramme },
      {
        phases: ["past"],
        badge: "Held",
        badgeColor: "neutral",
        year: symposiumDays,
        ...seeTheProgramme,
      },
    ],
    source: "https://www.eluniversal.com.mx/estados/otorgan-premio-internacional-al-parque-esperanto/",
  },
  {
    title: "Study Tour 2025",
    description:
      "Two days visiting the great parks of Lyon, France, with the people who run them, alongside the Paysalia landscape show.",
    link: "/study-tour",
    badge: "Registration",
    badgeColor: "registration",
    year: "Dec 3-4",
    image: generatedImage("home/event-study-tour").src,
    webpImage: generatedImage("home/event-study-tour").webp,
    linkText: "Coming Soon",
    icon: "route",
    disabled: true,
    facts: [{ icon: "users", text: `Limited to ${STUDY_TOUR_CAPACITY} participants` }],
    dates: studyTour2025.dates,
    later: [
      { phases: ["on"], badge: "On Now", badgeColor: "open", year: "Dec 3-4", ...aboutTheTour },
      { phases: ["past"], badge: "Held", badgeColor: "neutral", year: "Dec 3-4, 2025", ...aboutTheTour },
    ],
    sourceNote: "Dates and capacity from the product specification; no public page about the tour was found",
  },
] as const satisfies readonly HomeEvent[];

export const homeEventsSection = {
  id: "community",
  title: "Join Our Global Events",
  subtitle:
    "Meet the global parks community in person: apply for the awards, join us in Istanbul and explore the parks of Lyon.",
} as const;
