import { DEFAULT_SITE_URL, DEFAULT_WP_API_BASE } from "./env-defaults";

/*
 * The build's configuration as the site's code sees it. lib/config.ts reads it (environment, then
 * .env) for every build step; astro.config.ts inlines the values it read into the bundles, so these
 * are constants in the browser. The defaults only matter where nothing inlines them (unit tests).
 */

/** Absolute origin of the public site, without a trailing slash. */
export const SITE_URL = process.env.SITE_URL || DEFAULT_SITE_URL;

/** WordPress site the feeds read; REST paths (/wp-json/wp/v2/...) are appended to it. */
export const WP_API_BASE = process.env.WP_API_BASE || DEFAULT_WP_API_BASE;

/** Google Analytics measurement id; empty means no analytics at all. */
export const GA_MEASUREMENT_ID = process.env.GA_MEASUREMENT_ID ?? "";
