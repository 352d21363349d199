/**
 * The build's as-of day: SITE_DATE when the build pins one, else today in UTC. It is here, below
 * the schemas, because one of them depends on it (a Chair's Award year is no later than this one);
 * lib/as-of.ts holds the rules that read it (docs/decisions/events-know-their-dates.md).
 */

/** A calendar day, YYYY-MM-DD. */
export type Day = string;

type AsOf = { day: Day; isPinned: boolean };

/** The build's as-of day: SITE_DATE (pinned) or today in UTC. */
export function buildAsOf(siteDate = process.env.SITE_DATE ?? "", now = new Date()): AsOf {
  return siteDate
    ? { day: siteDate, isPinned: true }
    : { day: now.toISOString().slice(0, 10), isPinned: false };
}

/** This build's as-of day (astro.config.ts inlines SITE_DATE). */
export const SITE_AS_OF = buildAsOf();
