/**
 * The Chair's Award page: a decade of honours presented by World Urban Parks, 2015 to 2024, with
 * the categories SPEC §3 lists. The honours themselves are data files, one per honour, in
 * content/chairs-award/ (schema: content/schemas/chairs-award.ts).
 */
import type { ChairsAwardEntry, IconName } from "@/content/types";

import { FIRST_AWARD_YEAR, LATEST_AWARD_YEAR } from "./chairs-award-categories";

export {
  chairsAwardCategories,
  DEFAULT_OPEN_YEAR,
  FIRST_AWARD_YEAR,
  LATEST_AWARD_YEAR,
  type ChairsAwardCategory,
} from "./chairs-award-categories";

/** Every year from the latest down to the first, whether or not it has entries. */
export const chairsAwardYears: readonly number[] = Array.from(
  { length: LATEST_AWARD_YEAR - FIRST_AWARD_YEAR + 1 },
  (_, index) => LATEST_AWARD_YEAR - index,
);

export function chairsAwardEntriesIn(entries: readonly ChairsAwardEntry[], year: number): ChairsAwardEntry[] {
  return entries.filter((entry) => entry.year === year);
}

/** SPEC §2: 'N Award' or 'N Awards'. */
export function awardCountLabel(count: number): string {
  return `${count} ${count === 1 ? "Award" : "Awards"}`;
}

/** A year's header as screen readers name it: "2020, 1 Award" (the year and its count read apart). */
export function yearHeaderName(year: number, count: number): string {
  return `${year}, ${awardCountLabel(count)}`;
}

/** The footer line: every award presented, over every year shown. */
export function chairsAwardTotalLine(count: number): string {
  return `${count} awards presented over ${chairsAwardYears.length} years (${FIRST_AWARD_YEAR} to ${LATEST_AWARD_YEAR}).`;
}

export type ChairsAwardExplanationCard = { title: string; description: string; icon: IconName };

export const chairsAwardCopy = {
  explanation: {
    title: "About the Chair's Award",
    subtitle:
      "In our tenth-anniversary year the Chair of the Board looks back at everyone the association has honoured since 2015.",
  },
  cards: [
    {
      title: "Previous Winners",
      description:
        "The people, parks and organisations honoured between 2015 and 2024, listed here year by year.",
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
