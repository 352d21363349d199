/**
 * The Chair's Award categories and years: closed sets the data files' schema checks entries against
 * (content/schemas/chairs-award.ts) and the page reads.
 */
export const chairsAwardCategories = [
  "Distinguished Individual Award",
  "Legacy Award",
  "Young Leader Award",
  "Emerging Cities Leader Award",
  "International Large Urban Parks – Gold",
  "International Large Urban Parks – Silver",
  "International Large Urban Parks – Bronze",
  "International Large Urban Parks – Honorary Recognition",
  "Interesting & Valuable Large Urban Park",
  "Leading Organizational Award",
  "Board Chairs Special",
  "Outstanding New Park Project Award",
  "Large Urban Parks Award",
] as const;
export type ChairsAwardCategory = (typeof chairsAwardCategories)[number];

/** The Chair's Award years, newest first; 2024 is open on arrival (SPEC §4). */
export const FIRST_AWARD_YEAR = 2015;
export const LATEST_AWARD_YEAR = 2024;
export const DEFAULT_OPEN_YEAR = LATEST_AWARD_YEAR;
