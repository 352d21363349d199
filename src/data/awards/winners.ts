/**
 * The winners page's copy and the views it derives from the winners of the latest edition of the
 * World Urban Parks Awards, grouped by region then category. The winners themselves are data files, one per
 * winner, in content/winners/ (schema: content/schemas/winner.ts).
 */
import type { AwardCategory, AwardRegion, Winner } from "@/content/types";
import { awardCategories } from "@/content/types";

/* ------------------------------------------------------------------ derived views */

/**
 * The latest edition among the winners' files, and its winners: the winners page, its title and
 * the awards hub show only these, so an edition's winners can be added before the last one's are
 * removed. `edition` is undefined when there are no winners.
 */
export function latestWinners<Entry extends { edition: number }>(
  winners: readonly Entry[],
): { edition: number | undefined; winners: Entry[] } {
  if (winners.length === 0) return { edition: undefined, winners: [] };
  const edition = Math.max(...winners.map((winner) => winner.edition));
  return { edition, winners: winners.filter((winner) => winner.edition === edition) };
}

export function winnersIn(winners: readonly Winner[], region: AwardRegion): Winner[] {
  return winners.filter((winner) => winner.region === region);
}

export type WinnerGroup = { category: AwardCategory; winners: readonly Winner[] };

/** A region's winners by category, in the programme's category order; empty categories left out. */
export function winnerGroupsIn(winners: readonly Winner[], region: AwardRegion): WinnerGroup[] {
  const inRegion = winnersIn(winners, region);
  return awardCategories
    .map((category) => ({ category, winners: inRegion.filter((winner) => winner.category === category) }))
    .filter((group) => group.winners.length > 0);
}

/** docs/product.md §2: a group's badge reads '1 Winner' or 'N Winners'. */
export function winnerCountLabel(count: number): string {
  return `${count} ${count === 1 ? "Winner" : "Winners"}`;
}

export const winnersPageCopy = {
  title: "Winners by Region",
  subtitle:
    "Choose a region to see its winners in each category. Cards marked 'Click to view details' open the story behind the award.",
  tabsLabel: "Award regions",
} as const;
