/**
 * The governance hub (docs/product.md §2 /governance): five cards to the governance pages, four principles,
 * the documents link and the counters. Every count is derived from the lists it counts.
 */
import { roundedDownToTen } from "./board";
import { externalLinks } from "./site";
import type { IconName, Stat } from "@/content/types";

export type GovernanceBody = {
  title: string;
  href: string;
  count: number;
  /** How the count reads on the card, e.g. "20+ members". */
  countLabel: string;
  description: string;
  icon: IconName;
  linkText: string;
};

export type Principle = { title: string; description: string; icon: IconName };

/** How many entries each governance dataset has (the page counts its data files). */
export type GovernanceCounts = {
  boardMembers: number;
  portfolios: number;
  regions: number;
  committees: number;
  staffMembers: number;
};

/** The five cards, their counts derived from the lists they count. */
export function governanceBodiesFor(counts: GovernanceCounts) {
  const boardCount = roundedDownToTen(counts.boardMembers);
  return [
    {
      title: "Board of Directors",
      href: "/board-of-directors",
      count: boardCount,
      countLabel: `${boardCount}+ members`,
      description:
        "Elected directors from every region who set our direction and hold the organisation to account.",
      icon: "users",
      linkText: "Meet the Board of Directors",
    },
    {
      title: "Portfolios",
      href: "/portfolios",
      count: counts.portfolios,
      countLabel: `${counts.portfolios} portfolios`,
      description:
        "The areas of responsibility the board divides among its directors, from treasury to congresses.",
      icon: "briefcase",
      linkText: "Explore the board portfolios",
    },
    {
      title: "Regions",
      href: "/regions",
      count: counts.regions,
      countLabel: `${counts.regions} regions`,
      description:
        "Regional committees and chairs who bring the network close to members on every continent.",
      icon: "globe",
      linkText: "Discover our regions",
    },
    {
      title: "Committees",
      href: "/committees",
      count: counts.committees,
      countLabel: `${counts.committees} committees`,
      description: "Expert committees that lead our advocacy on the issues that matter most for parks.",
      icon: "network",
      linkText: "See our advocacy committees",
    },
    {
      title: "Staff",
      href: "/staff",
      count: counts.staffMembers,
      countLabel: `${counts.staffMembers} team members`,
      description: "The professional team that runs the association day to day and supports members.",
      icon: "hand-heart",
      linkText: "Meet the staff team",
    },
  ] as const satisfies readonly GovernanceBody[];
}

export const governancePrinciples = [
  {
    title: "Transparency",
    description: "We publish how decisions are made, who makes them and how our money is spent.",
    icon: "eye",
  },
  {
    title: "Excellence",
    description:
      "We hold ourselves to the standards we promote for parks: evidence-based, professional and ambitious.",
    icon: "star",
  },
  {
    title: "Diversity",
    description:
      "Our board, regions and committees reflect the many cultures, sectors and generations of the parks world.",
    icon: "heart-handshake",
  },
  {
    title: "Accountability",
    description: "Directors answer to the members, who elect them and approve our annual report every year.",
    icon: "scale",
  },
] as const satisfies readonly Principle[];

/** docs/product.md §2: +20 board members, 5 regions, 6 committees, 7 staff. */
export function governanceStatsFor(counts: GovernanceCounts) {
  return [
    { value: roundedDownToTen(counts.boardMembers), prefix: "+", label: "Board members", durationMs: 2000 },
    { value: counts.regions, label: "Regions", durationMs: 1500 },
    { value: counts.committees, label: "Committees", durationMs: 1500 },
    { value: counts.staffMembers, label: "Staff", durationMs: 1500 },
  ] as const satisfies readonly Stat[];
}

export const governanceCopy = {
  statsLabel: "Governance in numbers",
  bodiesHeading: "How we are organised",
  bodiesSubtitle:
    "Members elect the board; the board works through portfolios, regions and committees; the staff team delivers day to day.",
  principlesHeading: "Our principles",
  principlesSubtitle: "Four commitments guide how we govern ourselves.",
  documentsHeading: "Constitution and policies",
  documentsText:
    "The World Urban Parks Constitution and our governance policies set out who can be a member, how directors are elected and how the board makes decisions.",
  documentsLink: {
    href: externalLinks.constitution.href,
    label: "Read the constitution and policy documents",
  },
  reportsLink: { href: externalLinks.annualReports.href, label: "Annual general meetings and reports" },
} as const;
