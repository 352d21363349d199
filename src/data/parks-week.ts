/**
 * World Parks Week (/parks-week, docs/product.md §2, §9): its copy, history and purposes; past editions are data
 * in content/events/parks-week/, the next one's days follow the last-week-of-April rule (lib/event-dates.ts)
 * (docs/decisions/page-details.md).
 */
import { formatDayRange } from "@/lib/event-dates";
import { yearOf } from "@/lib/events";

import type { IconName, ParksWeekEdition } from "@/content/types";

const PROGRAMME_SOURCE =
  "https://wup.imiscloud.com/Public/Leadership/Membership/World-Parks-Week-2/Public/Programs/World-Parks-Week.aspx?hkey=a2bea296-3d64-4436-92ca-cd1a6af17716";

export const parksWeekRule = {
  label: "Every year in the last week of April",
  detail: "From the last Monday of April to the following Sunday.",
} as const;

export const parksWeekSections = {
  nextEdition: "next-edition",
  about: "what-it-is",
  activities: "activities",
  participate: "participate",
  resources: "resources",
} as const;

export const parksWeekAbout = {
  eyebrow: "What it is",
  title: "A week for the parks on everyone's doorstep",
  paragraphs: [
    "World Parks Week grew out of World Parks Day. In 2017 World Urban Parks turned the day into a week at the turn of April and May, so that cities in both hemispheres can take part in good weather.",
    "For one week, park services, community groups and visitors around the world open their parks up with walks, volunteering, play, art and talks, and share what they do under one banner.",
  ],
  purposesTitle: "The week sets out to",
  purposes: [
    "Communicate the importance of parks, locally and globally",
    "Promote good practice by learning from other park services",
    "Encourage people to enjoy their local parks and value green space",
  ],
  source: PROGRAMME_SOURCE,
} as const;

export type ActivityGroup = {
  title: string;
  description: string;
  icon: IconName;
  examples: readonly string[];
};

export const activityGroupsIntro = {
  eyebrow: "Activities",
  title: "Six ways to take part",
  subtitle: "Pick one idea or run a whole week of events. Every activity counts, large or small.",
} as const;

export const activityGroups = [
  {
    title: "Walks and tours",
    description: "Show people the parks they think they know, with the people who look after them.",
    icon: "footprints",
    examples: ["Guided heritage and tree walks", "Behind-the-scenes depot tours", "Self-guided trails"],
  },
  {
    title: "Volunteering and care",
    description: "Invite residents to roll up their sleeves and take a share in their park.",
    icon: "hand-heart",
    examples: ["Planting and clean-up days", "Friends group open days", "Citizen litter surveys"],
  },
  {
    title: "Health and play",
    description: "Use the park as the city's free gym and playground for every age.",
    icon: "activity",
    examples: ["Free outdoor fitness classes", "Family play days", "Walking groups for older adults"],
  },
  {
    title: "Nature and biodiversity",
    description: "Help visitors notice the wildlife that shares their park.",
    icon: "bird",
    examples: ["Bioblitz species counts", "Dawn bird walks", "Pollinator planting workshops"],
  },
  {
    title: "Arts and culture",
    description: "Bring music, stories and art into green space and new audiences with them.",
    icon: "palette",
    examples: ["Open-air concerts and theatre", "Park photography competitions", "Community murals"],
  },
  {
    title: "Learning and advocacy",
    description: "Make the case for parks with decision-makers, schools and the media.",
    icon: "megaphone",
    examples: [
      "School lessons in the park",
      "Talks by park professionals",
      "Inviting councillors for a walk",
    ],
  },
] as const satisfies readonly ActivityGroup[];

export type ParticipationPath = { audience: string; icon: IconName; intro: string; steps: readonly string[] };

export const participateIntro = {
  eyebrow: "How to participate",
  title: "Join in, wherever you are",
} as const;

export const participationPaths = [
  {
    audience: "Cities and organisations",
    icon: "building",
    intro: "Park services, councils, trusts and community groups can host events and lead the week locally.",
    steps: [
      "Choose one or more activities and set dates within the week",
      "Invite partners: schools, health services, local businesses and friends groups",
      "Promote your events with the World Parks Week name and hashtag",
      "Share photos, numbers and stories afterwards so others can learn from them",
    ],
  },
  {
    audience: "Individuals",
    icon: "users",
    intro: "Everyone can celebrate their local park, on their own or with friends and family.",
    steps: [
      "Visit a park you have never been to, or spend longer in your favourite",
      "Join an event or a volunteering session near you",
      "Bring someone along who rarely goes to the park",
      "Share what your park means to you on social media",
    ],
  },
] as const satisfies readonly ParticipationPath[];

export type { ParksWeekResource } from "@/content/schemas/parks-week-toolkit";

export const resourcesIntro = {
  eyebrow: "Resources",
  title: "Toolkit for organisers",
  subtitle: "Free materials to plan and promote your events are being prepared for the next edition.",
  status: "Coming Soon",
} as const;

/** A past edition as the page lists it: "28 April – 4 May 2025". */
export type PastEdition = { year: number; dates: string; theme?: string; note?: string };

export function pastEditions(editions: readonly ParksWeekEdition[]): PastEdition[] {
  return editions.map((edition) => ({
    year: yearOf(edition),
    dates: formatDayRange(edition),
    ...(edition.theme ? { theme: edition.theme } : {}),
    ...(edition.note ? { note: edition.note } : {}),
  }));
}

export const pastEditionsIntro = {
  eyebrow: "Past editions",
  title: "A growing tradition",
} as const;

export const nextEditionCopy = {
  eyebrow: "Next edition",
} as const;
