/**
 * The awards programme: its six categories and five regions (docs/product.md §3), the hub's counters and
 * cards, and the copy of the about page. Counts are derived from the lists, never typed twice.
 */
import type { AwardCategory, AwardRegion, IconName, Stat } from "@/content/types";
import { awardCategories, awardRegions } from "@/content/types";

export { awardCategories, awardRegions };

/** The back link at the top of every awards sub-page (about, winners, judges, Chair's Award). */
export const awardsBackLink = { href: "/wup-awards", label: "Back to the Awards" } as const;

/** The winners page keeps the selected region in the URL hash under these ids. */
export const awardRegionSlugs = {
  "Asia Pacific": "asia-pacific",
  Europe: "europe",
  "Latin America": "latin-america",
  "North America": "north-america",
  Africa: "africa",
} as const satisfies Record<AwardRegion, string>;

/** docs/product.md §4: the winners page opens on Asia Pacific. */
export const DEFAULT_WINNERS_REGION: AwardRegion = "Asia Pacific";

export type AwardCategoryInfo = {
  name: AwardCategory;
  /** The full name where the short one is an acronym. */
  fullName?: string;
  icon: IconName;
  summary: string;
};

export const awardCategoryInfo = {
  "Distinguished Individual Award": {
    name: "Distinguished Individual Award",
    icon: "medal",
    summary:
      "For a person whose career has changed how a city, a region or the whole profession plans, builds and cares for parks.",
  },
  "Young Park Leader Award": {
    name: "Young Park Leader Award",
    icon: "sprout",
    summary:
      "For emerging professionals under 35 who already lead: new ideas, new partnerships and a clear mark on their community's green spaces.",
  },
  "Leading Parks Organization Award": {
    name: "Leading Parks Organization Award",
    icon: "landmark",
    summary:
      "For a parks agency, trust or department whose management, stewardship and service set an example for its peers.",
  },
  "Outstanding New Park Project Award": {
    name: "Outstanding New Park Project Award",
    icon: "trees",
    summary:
      "For a park opened or transformed in recent years that shows what good design, engagement and delivery achieve together.",
  },
  "Neighborhood Parks Award": {
    name: "Neighborhood Parks Award",
    icon: "heart-handshake",
    summary:
      "For the small local park, square or playground that a neighbourhood uses every day and helped to shape.",
  },
  "ILUP Awards": {
    name: "ILUP Awards",
    fullName: "International Large Urban Parks",
    icon: "mountain",
    summary:
      "For large urban parks judged on design and layout, features and facilities, protection and community involvement, and management and maintenance.",
  },
} as const satisfies Record<AwardCategory, AwardCategoryInfo>;

export const awardRegionInfo = {
  "Asia Pacific": {
    name: "Asia Pacific",
    summary: "From Aotearoa New Zealand and Australia to East, South and South-East Asia.",
  },
  Europe: { name: "Europe", summary: "Cities and park services across the whole of Europe." },
  "Latin America": {
    name: "Latin America",
    summary: "Mexico, Central and South America and the Caribbean.",
  },
  "North America": { name: "North America", summary: "Canada and the United States." },
  Africa: { name: "Africa", summary: "Park leaders and projects from across the African continent." },
} as const satisfies Record<AwardRegion, { name: AwardRegion; summary: string }>;

/* ------------------------------------------------------------------ hub */

/** "Award Winners 2025", or without a year while there are no winners. */
const withEdition = (words: string, edition: number | undefined) =>
  edition === undefined ? words : `${words} ${edition}`;

/**
 * docs/product.md §4: the winners counter runs 2 s; regions and categories 1.5 s. The winners are the latest
 * edition's (src/data/awards/winners.ts `latestWinners`).
 */
export function awardsHubStatsFor(winnerCount: number, edition: number | undefined) {
  return [
    { value: winnerCount, label: withEdition("Award Winners", edition), durationMs: 2000 },
    { value: awardRegions.length, label: "Global Regions", durationMs: 1500 },
    { value: awardCategories.length, label: "Award Categories", durationMs: 1500 },
  ] as const satisfies readonly Stat[];
}

export type AwardsHubCard = {
  title: string;
  description: string;
  href: string;
  linkText: string;
  icon: IconName;
};

export const awardsHub = {
  intro: {
    eyebrow: "WUP@10",
    title: "Ten Years of Recognising Great Parks",
    paragraphs: [
      "The World Urban Parks Awards began in 2015 to honour the people who lead the parks profession. A decade on, the programme recognises individuals, young leaders, organisations, new parks, neighbourhood spaces and large urban parks in every region of the world.",
      "The 2025 awards mark the association's tenth anniversary. Winners were presented at the World Urban Parks Symposium in Istanbul, where parks professionals from around the world gathered to share what works.",
    ],
  },
  edition: {
    subtitle: "Applications, the ceremony and the winners of the edition the awards are on now.",
  },
  cardsHeading: {
    title: "Explore the Awards",
    subtitle: "The programme, the latest winners, the judging panel and every past honour.",
  },
} as const satisfies {
  intro: { eyebrow: string; title: string; paragraphs: readonly string[] };
  edition: { subtitle: string };
  cardsHeading: { title: string; subtitle: string };
};

/** The stats' name: "The 2025 awards in numbers". */
export function awardsHubStatsLabel(edition: number | undefined): string {
  return edition === undefined ? "The awards in numbers" : `The ${edition} awards in numbers`;
}

/**
 * The hub's cards, with the latest winners' edition and the Chair's Award's years ("2015 to 2024",
 * src/data/awards/chairs-award.ts `chairsAwardSpan`) from the data files.
 */
export function awardsHubCards(edition: number | undefined, chairsAwardSpan: string): AwardsHubCard[] {
  const winners = edition === undefined ? "winners" : `${edition} winners`;
  return [
    {
      title: "About the Awards",
      description: "Our vision and mission for the programme, the six award categories and the five regions.",
      href: "/wup-awards/about",
      linkText: "Read about the awards",
      icon: "book-open",
    },
    {
      title: edition === undefined ? "Winners" : `${edition} Winners`,
      description: `Every ${edition === undefined ? "" : `${edition} `}winner by region and category, with the stories behind their projects.`,
      href: "/wup-awards/winners",
      linkText: `See the ${winners}`,
      icon: "trophy",
    },
    {
      title: "Judging Panel",
      description: "The regional experts who evaluate the nominations, region by region.",
      href: "/wup-awards/judges",
      linkText: "Meet the judges",
      icon: "gavel",
    },
    {
      title: "Chair's Award",
      description: `Every honour the association has presented, ${chairsAwardSpan}, year by year.`,
      href: "/wup-awards/chairs-award",
      linkText: "Browse the Chair's Award history",
      icon: "crown",
    },
  ];
}

/* ------------------------------------------------------------------ about */

export const awardsAbout = {
  statementsLabel: "Vision and mission",
  vision: {
    title: "Our Vision",
    text: "Every city has parks and public spaces that people love and that keep the city healthy, fair and resilient. The awards make the best of that work visible, so others can learn from it.",
  },
  mission: {
    title: "Our Mission",
    text: "To recognise and celebrate excellence in parks, open space and recreation, to give emerging leaders a platform, and to share proven ideas across borders through our global network.",
  },
  programme: {
    title: "How the Programme Works",
    paragraphs: [
      "Parks agencies, community groups, designers and colleagues nominate a person, an organisation or a park in one of six categories, within one of five world regions.",
      "An international jury of regional experts in planning, sustainability and public-space management evaluates the nominations, so each is judged by people who know the conditions it was achieved in.",
      "Winners are announced ahead of the World Urban Parks Symposium and receive their awards at the ceremony, in front of parks professionals from around the world.",
    ],
  },
  categoriesHeading: {
    title: "Six Award Categories",
    subtitle:
      "From a single career to a whole park system: each category recognises a different kind of excellence.",
  },
  regionsHeading: {
    title: "Five Regions",
    subtitle: "Each region has its own winners, so excellence is recognised in every part of the world.",
  },
} as const;
