/**
 * What the feed reads of an answer, at most (the parser's contract): each limit applies before the work it
 * bounds, so an answer of any size or shape costs the page a bounded amount of work
 * (docs/decisions/feed-work-in-short-tasks.md).
 */

/** Bytes of an answer's body (as decoded from the wire): past this the request is aborted. */
export const FEED_MAX_ANSWER_BYTES = 2 * 1024 * 1024;
/** How FEED_MAX_ANSWER_BYTES reads in the error message. */
export const FEED_MAX_ANSWER_LABEL = "2 MB";

/**
 * Keys and values (JSON's `{`, `[`, `,` and `:`) in the part of an answer that is parsed. Parsing
 * that many takes a few milliseconds; a 2 MB answer of empty objects holds 700,000 and takes
 * 100-300 ms in one task.
 */
export const FEED_MAX_JSON_TOKENS = 100_000;

/**
 * Categories read of a category lookup: WordPress's default page size, which docs/product.md §7's lookups
 * (no `per_page`) get.
 */
export const FEED_MAX_CATEGORIES = 10;

/**
 * Characters (UTF-16 code units) kept of each text field, markup included, before it is reduced to
 * plain text. Generous for real posts (a WordPress title is a line, an excerpt 55 words, a
 * category or author a name); short enough that seven cards of them lay out in a few ms.
 */
export const FEED_TITLE_MAX_CHARS = 1_000;
export const FEED_EXCERPT_MAX_CHARS = 5_000;
/**
 * A post's content is read only for the podcast: an episode's text, its excerpt when it has none
 * (then cut to FEED_EXCERPT_MAX_CHARS), and the filter for posts that mention the podcast.
 */
export const FEED_CONTENT_MAX_CHARS = 10_000;
export const FEED_NAME_MAX_CHARS = 200;

/**
 * Characters of JSON kept of any string in an answer, cut before the answer is parsed: enough for
 * the longest text field the feed reads (FEED_CONTENT_MAX_CHARS) even when each of its characters
 * is written as a six-character escape (`\u00e9`, as WordPress writes every non-ASCII character).
 */
export const FEED_MAX_JSON_STRING_CHARS = 6 * FEED_CONTENT_MAX_CHARS;

/** An address longer than this (the longest that browsers and sitemaps commonly allow) reads as none. */
export const FEED_URL_MAX_CHARS = 2_048;
/** A date longer than WordPress's longest form (`2025-01-05T10:00:00.123456789+01:00`) reads as none. */
export const FEED_DATE_MAX_CHARS = 40;
