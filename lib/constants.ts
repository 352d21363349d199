/** Timings and thresholds from SPEC §4 and §9, named with their units. */

/** The navigation bar takes its shadowed style after this much scroll. */
export const NAV_SCROLL_THRESHOLD_PX = 50;

/** Counters tick this often while counting up. */
export const COUNTER_TICK_MS = 50;
/** Counters start once this share of them is visible. */
export const COUNTER_VISIBILITY_THRESHOLD = 0.1;

/** A regions-map panel hides this long after the pointer leaves its pin. */
export const MAP_PIN_HIDE_DELAY_MS = 300;

/** Hero backgrounds move at this share of the scroll distance. */
export const PARALLAX_FACTOR = 0.5;

/** Every feed request gives up after this long; it then counts as a failure (and is retried). */
export const FEED_REQUEST_TIMEOUT_MS = 10_000;
