/** Timings and thresholds from docs/product.md §4 and §9, named with their units. */

/** The navigation bar takes its shadowed style after this much scroll. */
export const NAV_SCROLL_THRESHOLD_PX = 50;

/**
 * The id of every page's <main>: the skip link's target, where focus goes when the consent banner
 * closes, and the element the first paint waits for (the header ends before it).
 */
export const MAIN_CONTENT_ID = "main-content";

/** Counters tick this often while counting up. */
export const COUNTER_TICK_MS = 50;
/** Counters start once this share of them is visible. */
export const COUNTER_VISIBILITY_THRESHOLD = 0.1;

/** A regions-map panel hides this long after the pointer leaves its pin. */
export const MAP_PIN_HIDE_DELAY_MS = 300;

/** Hero backgrounds move at this share of the scroll distance. */
export const PARALLAX_FACTOR = 0.5;

/**
 * Every feed request gives up after this long; it then counts as a failure (and is retried within
 * FEED_QUERY_BUDGET_MS). A WordPress that takes 5 s per answer still loads, even a webinar query's
 * two calls one after the other.
 */
export const FEED_REQUEST_TIMEOUT_MS = 8_000;
/**
 * A feed's tries (docs/product.md §9's retries and their backoff) end within this long of its first try: a
 * WordPress that never answers shows the error panel by then (after 8 s + 1 s + 8 s = 17 s).
 */
export const FEED_QUERY_BUDGET_MS = 20_000;
