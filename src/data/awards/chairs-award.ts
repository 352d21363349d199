/**
 * The Chair's Award page: every honour presented by World Urban Parks, year by year from the
 * earliest to the latest in the data files, with the categories docs/product.md §3 lists. The honours themselves are data files, one per honour, in
 * content/chairs-award/ (schema: content/schemas/chairs-award.ts).
 */
import type { ChairsAwardEntry, IconName } from "@/content/types";

export { chairsAwardCategories } from "@/content/schemas/chairs-award-categories";

/**
 * Every year from the latest honour's down to the earliest's, newest first, whether or not it has
 * entries. The first is open on arrival (docs/product.md §4).
 */
export function chairsAwardYears(entries: readonly Pick<ChairsAwardEntry, "year">[]): number[] {
  if (entries.length === 0) return [];
  const years = entries.map((entry) => entry.year);
  const [earliest, latest] = [Math.min(...years), Math.max(...years)];
  return Array.from({ length: latest - earliest + 1 }, (_, index) => latest - index);
}

/** "2015 to 2024": the span of the honours, for the page's description and the awards hub. */
export function chairsAwardSpan(entries: readonly Pick<ChairsAwardEntry, "year">[]): string {
  const years = chairsAwardYears(entries);
  const [latest, earliest] = [years[0], years.at(-1)];
  return latest === earliest ? String(latest ?? "") : `${earliest} to ${latest}`;
}

export function chairsAwardEntriesIn(entries: readonly ChairsAwardEntry[], year: number): ChairsAwardEntry[] {
  return entries.filter((entry) => entry.year === year);
}

/** docs/product.md §2: 'N Award' or 'N Awards'. */
export function awardCountLabel(count: number): string {
  return `${count} ${count === 1 ? "Award" : "Awards"}`;
}

/** A year's header as screen readers name it: "2020, 1 Award" (the year and its count read apart). */
export function yearHeaderName(year: number, count: number): string {
  return `${year}, ${awardCountLabel(count)}`;
}

/** The footer line: every award presented, over every year shown. */
export function chairsAwardTotalLine(entries: readonly Pick<ChairsAwardEntry, "year">[]): string {
  const years = chairsAwardYears(entries).length;
  const awards = entries.length === 1 ? "award" : "awards";
  return `${entries.length} ${awards} presented over ${years} ${years === 1 ? "year" : "years"} (${chairsAwardSpan(entries)}).`;
}

export type ChairsAwardExplanationCard = { title: string; description: string; icon: IconName };

export const chairsAwardCopy = {
  explanation: {
    title: "About the Chair's Award",
    subtitle:
      "The Chair of the Board's award looks back at everyone the association has honoured since its first awards.",
  },
  cards: [
    {
      title: "Previous Winners",
      description:
        "The people, parks and organisations the association has honoured, listed here year by year.",
      icon: "trophy",
    },
    {
      title: "Continuous Members",
      description:
        "The award also honours the members who have stayed with the association through its first decade and kept the network growing.",
      icon: "users",
    },
    {
      title: "Special Recognition",
      description:
        "The Chair may recognise a contribution to the parks profession that falls outside the regular categories.",
      icon: "sparkles",
    },
  ],
  historyHeading: {
    title: "Awards by Year",
    subtitle: "Open a year to see who was honoured and in which category.",
  },
} as const satisfies {
  explanation: { title: string; subtitle: string };
  cards: readonly ChairsAwardExplanationCard[];
  historyHeading: { title: string; subtitle: string };
};
