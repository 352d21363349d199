/**
 * The page copy of /wup-awards/judges: 22 judges by region (Africa 5, Asia Pacific 4, Europe 6,
 * Latin America 4, North America 3). The judges themselves are data files, one per judge, in
 * content/judges/ (schema: content/schemas/judge.ts).
 */
import type { AwardRegion, Judge } from "@/content/types";

/** Regions in the order the judges page lists them. */
export const judgeRegions = [
  "Africa",
  "Asia Pacific",
  "Europe",
  "Latin America",
  "North America",
] as const satisfies readonly AwardRegion[];

export const judgesCopy = {
  heading: "Meet Our Judges",
  subtitle: (count: number) => `${count} distinguished professionals from across the globe`,
  intro:
    "Every nomination is evaluated by an international jury of regional experts in planning, sustainability and public-space management.",
} as const;

export function judgesIn(judges: readonly Judge[], region: AwardRegion): Judge[] {
  return judges.filter((judge) => judge.region === region);
}

/** A region's badge: '1 Judge' or 'N Judges'. */
export function judgeCountLabel(count: number): string {
  return `${count} ${count === 1 ? "Judge" : "Judges"}`;
}
