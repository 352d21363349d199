/**
 * Copy and data of the home page (docs/product.md §1, §2 "Home page events section")
 * (docs/decisions/copy-in-content-modules.md).
 */
import type { FreeResourceEntry } from "@/content/schemas/free-resource";
import { symposiumDays, type ProgrammeState } from "./symposium";
import { pages } from "./pages";
import { externalLinks } from "./site";
import type { BenefitCard, EventCard, IconName, ResourceCard, Stat } from "@/content/types";

import { AHEAD, phaseOn, variantsOver, type Day, type EventDates, type EventPhase } from "@/lib/as-of";
import { formatDayRange, formatMonthFirstDays, formatMonthYear } from "@/lib/event-dates";
import { datesOf, yearOf, type PresentedEvents } from "@/lib/events";
import { generatedImage } from "@/lib/images";

/* ------------------------------------------------------------------ hero and counters */

export const homeHero = {
  ...pages.home.hero,
  cta: { label: "Start Your Journey", href: "/membership" },
} as const;

/** docs/product.md §4: home counters and their durations. */
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

/** A Free Resources card (docs/product.md §3 "Resource card") from its data file: its picture's webp and jpg. */
export function freeResourceCard({ image, ...card }: Omit<FreeResourceEntry, "order">): ResourceCard {
  const picture = generatedImage(image);
  return { ...card, fallbackImage: picture.src, webpImage: picture.webp };
}

export const freeResources = {
  id: "resources",
  title: "Free Resources",
  subtitle:
    "Free tools, guides and case studies from the global parks community, open to everyone who cares for parks and public spaces.",
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
 * A home event card: docs/product.md §3 "Event card" plus the short facts shown under its title. Its own
 * badge, label and action are the spec's, while the event is ahead; `later` says what replaces
 * them once it is on or over (lib/as-of.ts).
 */
export type HomeEvent = EventCard &
  EventCardState & {
    webpImage: string;
    /** Its facts; one with `phases` holds only in those states (places: only while ahead). */
    facts: readonly { icon: IconName; text: string; phases?: readonly EventPhase[] }[];
    dates: EventDates;
    later: readonly (EventCardState & { phases: readonly EventPhase[] })[];
  };

/**
 * The three cards: the awards, the symposium and the study tour the site presents. Once the
 * symposium is on or over its card leads to its programme, or to its page while it has none.
 */
export function homeEvents(
  { awards, symposium, studyTour }: PresentedEvents,
  { hasProgramme }: ProgrammeState,
): HomeEvent[] {
  const awardsYear = yearOf(awards);
  const symposiumYear = yearOf(symposium);
  const days = symposiumDays(symposium);
  // As the spec writes the tour's days on its card before it starts ("Dec 3-4"); once on or held, as the site writes dates.
  const tourDays = formatMonthFirstDays(studyTour);
  const tourDates = formatDayRange(studyTour);
  const learnMore = {
    link: "/symposium",
    linkText: "Learn More",
    linkLabel: `Learn More about the ${symposiumYear} Symposium in ${symposium.city}`,
  };
  const afterwards = hasProgramme
    ? {
        link: "/symposium-program",
        linkText: "See the Programme",
        linkLabel: `See the Programme of the ${symposiumYear} Symposium in ${symposium.city}`,
      }
    : learnMore;
  const aboutTheTour = {
    link: "/study-tour",
    linkText: "About the Tour",
    linkLabel: `About the Tour: ${studyTour.name} in ${studyTour.city}`,
  };
  const picture = (event: { image: string }) => {
    const image = generatedImage(event.image);
    return { image: image.src, webpImage: image.webp };
  };
  return [
    {
      title: `Awards ${awardsYear}`,
      description: awards.summary,
      link: awards.links.apply.href,
      badge: "Open",
      badgeColor: "open",
      year: "Applications",
      ...picture(awards),
      linkText: "Apply Now",
      linkLabel: `Apply Now for the ${awardsYear} World Urban Parks Awards`,
      icon: "trophy",
      facts: [{ icon: "award", text: awards.fact }],
      dates: datesOf(awards),
      later: [
        {
          phases: ["upcoming", "on"],
          badge: "Coming Up",
          badgeColor: "upcoming",
          year: `Winners announced ${formatMonthYear(awards.start)}`,
          link: "/wup-awards/about",
          linkText: "About the Awards",
          linkLabel: `About the Awards: the ${awards.name}`,
        },
        {
          phases: ["past"],
          badge: "Awarded",
          badgeColor: "neutral",
          year: `Winners ${awardsYear}`,
          link: "/wup-awards/winners",
          linkText: "See the Winners",
          linkLabel: `See the Winners of the ${awardsYear} World Urban Parks Awards`,
        },
      ],
    },
    {
      title: `Symposium ${symposiumYear}`,
      description: symposium.summary,
      badge: "Upcoming",
      badgeColor: "upcoming",
      year: String(symposiumYear),
      ...picture(symposium),
      ...learnMore,
      icon: "mic",
      facts: [{ icon: "map-pin", text: symposium.city }],
      dates: datesOf(symposium),
      later: [
        { phases: ["on"], badge: "On Now", badgeColor: "open", year: days, ...afterwards },
        { phases: ["past"], badge: "Held", badgeColor: "neutral", year: days, ...afterwards },
      ],
    },
    {
      title: `Study Tour ${yearOf(studyTour)}`,
      description: studyTour.summary,
      link: "/study-tour",
      badge: "Registration",
      badgeColor: "registration",
      year: tourDays,
      ...picture(studyTour),
      linkText: "Coming Soon",
      icon: "route",
      disabled: true,
      facts: [{ icon: "users", text: `Limited to ${studyTour.capacity} participants`, phases: AHEAD }],
      dates: datesOf(studyTour),
      later: [
        { phases: ["on"], badge: "On Now", badgeColor: "open", year: tourDates, ...aboutTheTour },
        {
          phases: ["past"],
          badge: "Held",
          badgeColor: "neutral",
          year: tourDates,
          ...aboutTheTour,
        },
      ],
    },
  ];
}

/** The events section's heading when something is ahead (docs/product.md §1), and when nothing is. */
export const eventsHeadings = { ahead: "Join Our Global Events", none: "Our Global Events" } as const;

/** "a", "a and b", "a, b and c". */
function listOf(parts: readonly string[]): string {
  return parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * The events section's heading and line on `day`: what a visitor can still do there (apply for the
 * awards while applications are open, join the symposium, explore the tour's city), or, when every
 * event is over, where to look meanwhile. The card badges say the rest.
 */
export function homeEventsCopyOn({ awards, symposium, studyTour }: PresentedEvents, day: Day) {
  const awardsPhase = phaseOn(datesOf(awards), day);
  const invitations = [
    awardsPhase === "open"
      ? `apply for the ${yearOf(awards)} awards`
      : awardsPhase === "past"
        ? undefined
        : `follow the ${yearOf(awards)} awards`,
    phaseOn(datesOf(symposium), day) === "past" ? undefined : `join us in ${symposium.city}`,
    phaseOn(datesOf(studyTour), day) === "past" ? undefined : `explore the parks of ${studyTour.city}`,
  ].filter((part): part is string => Boolean(part));
  return invitations.length > 0
    ? {
        title: eventsHeadings.ahead,
        subtitle: `Meet the global parks community in person: ${listOf(invitations)}.`,
      }
    : {
        title: eventsHeadings.none,
        subtitle:
          "The next dates are not announced yet. See below what the latest editions brought, and join as a Free Subscriber to hear of the next ones first.",
      };
}

/**
 * The events section (anchor `community`): its heading and line in every wording they can still
 * take, each with the days it holds (lib/as-of.ts), so a page built before an event and read after
 * it still tells the truth.
 */
export function homeEventsSection(events: PresentedEvents) {
  const dates = [datesOf(events.awards), datesOf(events.symposium), datesOf(events.studyTour)];
  return {
    id: "community",
    titles: variantsOver(dates, (day) => homeEventsCopyOn(events, day).title),
    subtitles: variantsOver(dates, (day) => homeEventsCopyOn(events, day).subtitle),
  } as const;
}
