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

/** The year the association, and its awards, began: no honour is older. */
export const FIRST_AWARD_YEAR = 2015;
