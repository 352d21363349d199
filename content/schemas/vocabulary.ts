/**
 * The fixed lists that the data files' fields choose from (a plan's category, a winner's region, a
 * session's type...). A leaf: the schemas and content/types.ts import it, it imports nothing, so
 * content has no import circle (docs/decisions/import-rules.md).
 */

export const socialNetworks = ["x", "linkedin", "instagram", "facebook", "youtube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const currencies = ["nzd", "usd", "eur"] as const;
export type Currency = (typeof currencies)[number];

/** The groups a plan belongs to: /membership-plans shows the trial with the individual plans. */
export const planCategories = ["trial", "individual", "supporter", "organization"] as const;
export type PlanCategory = (typeof planCategories)[number];

/**
 * The four operating-budget tiers of organisational membership (docs/product.md §9), as the fee
 * selector's links write them (`?budget=1_to_10m`): every organisation type has a registration page
 * per tier, and each file in content/budget-tiers/ gives one of them its label and fees.
 */
export const budgetIds = ["less_than_1m", "1_to_10m", "10_to_40m", "over_40m"] as const;
export type BudgetId = (typeof budgetIds)[number];

/** The icons an organisation type's card can use (the selector island maps only these). */
export const organisationIconNames = ["landmark", "trees", "users", "graduation-cap", "handshake"] as const;
export type OrganisationIconName = (typeof organisationIconNames)[number];

/** The two groups of /partners, in page order. */
export const partnerKinds = ["Events", "Programmes"] as const;
export type PartnerKind = (typeof partnerKinds)[number];

/** The currencies a study tour's prices may be in. */
export const priceCurrencies = ["EUR", "USD", "NZD"] as const;

/** The marks drawn for a study tour's partners (no third-party logos). */
export const partnerShapes = ["leaf", "arch", "lion", "wave"] as const;

export const sessionTypes = [
  "Opening",
  "Keynote",
  "Panel",
  "Speed session",
  "Workshop",
  "Networking",
  "Awards",
] as const;
export type SessionType = (typeof sessionTypes)[number];

export const dayIds = ["day1", "day2", "day3"] as const;
export type DayId = (typeof dayIds)[number];

export const libraryResourceTypes = ["Guide", "Case study", "Report", "Video", "Toolkit"] as const;
/** Where a digital-library item is shown: the large Featured Resources cards or the Recently Added list. */
export const librarySections = ["featured", "recent"] as const;
export type LibraryResourceType = (typeof libraryResourceTypes)[number];

export const awardCategories = [
  "Distinguished Individual Award",
  "Young Park Leader Award",
  "Leading Parks Organization Award",
  "Outstanding New Park Project Award",
  "Neighborhood Parks Award",
  "ILUP Awards",
] as const;
export type AwardCategory = (typeof awardCategories)[number];

/** Tab order of the winners page (docs/product.md §2); Asia Pacific is the default tab. */
export const awardRegions = ["Asia Pacific", "Europe", "Latin America", "North America", "Africa"] as const;
export type AwardRegion = (typeof awardRegions)[number];

/**
 * Every route of the site, as a page photo names its page (src/data/pages.ts lists the same routes, with their
 * titles; a test holds the two lists equal).
 */
export const sitePaths = [
  "/",
  "/sitemap",
  "/privacy",
  "/who-we-are",
  "/strategic-plan",
  "/partners",
  "/governance",
  "/board-of-directors",
  "/portfolios",
  "/staff",
  "/regions",
  "/committees",
  "/membership",
  "/membership-plans",
  "/organizational-membership",
  "/blog",
  "/podparks",
  "/webinars",
  "/digital-library",
  "/study-tour",
  "/symposium",
  "/symposium-program",
  "/parks-week",
  "/wup-awards",
  "/wup-awards/about",
  "/wup-awards/winners",
  "/wup-awards/judges",
  "/wup-awards/chairs-award",
] as const;

/** Where a page photo's subject sits, which the hero keeps in view however it crops (src/data/page-photos.ts). */
export const focalPoints = [
  "centre",
  "top",
  "bottom",
  "left",
  "right",
  "top left",
  "top right",
  "bottom left",
  "bottom right",
] as const;
export type FocalPoint = (typeof focalPoints)[number];
