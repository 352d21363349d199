/*
 * Early calls: a feed page starts the first WordPress calls of what it shows first as soon as its HTML is
 * parsed, and the islands' first request for each path takes the early answer (`takeEarlyAnswer`)
 * (docs/decisions/early-feed-calls.md).
 */
import {
  FEED_MAX_ANSWER_BYTES,
  FEED_MAX_CATEGORIES,
  FEED_MAX_JSON_STRING_CHARS,
  FEED_MAX_JSON_TOKENS,
  FEED_URL_MAX_CHARS,
} from "./limits";
import {
  BLOG_POST_COUNT,
  FUTURE_WEBINARS_CATEGORY_PATH,
  LATEST_POSTS_PATH,
  NEXT_WEBINAR_COUNT,
  NEXT_WEBINAR_PATH_TEMPLATE,
  WEBINAR_POST_COUNT,
  WEBINAR_POSTS_PATH_TEMPLATE,
  WEBINARS_CATEGORY_PATH,
} from "./paths";

/**
 * One early call; `then` is the call that follows a category lookup, with the first category's id.
 * `maxEntries` is what the call asks for: the entries read of its answer, as the islands read them.
 */
export type EarlyCall = {
  path: string;
  maxEntries: number;
  /** Preload the image of the answer's first post (the page's largest paint). */
  preloadsLeadImage?: boolean;
  then?: { pathTemplate: string; maxEntries: number; preloadsLeadImage?: boolean };
};

/** The feed's limits (limits.ts) as the page's script applies them. */
export type EarlyFeedLimits = {
  maxAnswerBytes: number;
  maxJsonTokens: number;
  maxJsonStringChars: number;
  maxUrlChars: number;
};

export const earlyFeedLimits: EarlyFeedLimits = {
  maxAnswerBytes: FEED_MAX_ANSWER_BYTES,
  maxJsonTokens: FEED_MAX_JSON_TOKENS,
  maxJsonStringChars: FEED_MAX_JSON_STRING_CHARS,
  maxUrlChars: FEED_URL_MAX_CHARS,
};

/**
 * What an early call brought back: the answer as text, or the reason there was none. An early call
 * gives up after FEED_REQUEST_TIMEOUT_MS, as any feed request does ("timeout"): a request left
 * hanging would hold up the next requests of the same URL in the browser's cache. It stops reading
 * a body past FEED_MAX_ANSWER_BYTES, as any feed request does ("too-large"), so an early answer is
 * never larger than one the islands would have read themselves.
 */
export type EarlyAnswer =
  | { ok: boolean; status: number; statusText: string; body: string }
  | { failure: "network" | "body" | "timeout" | "too-large"; error: unknown };

/**
 * One early call as the page keeps it: its answer, when it started, and how it ended (none while
 * it waits: "timed-out" when the feed never answered within FEED_REQUEST_TIMEOUT_MS).
 */
export type EarlyEntry = {
  answer: Promise<EarlyAnswer>;
  startedAt: number;
  outcome?: "answered" | "timed-out";
};

/** The early calls of the pages whose first screen is a feed (docs/product.md §7's calls 3, and 1-2 with 4-5). */
export const earlyFeedCalls = {
  blog: [{ path: LATEST_POSTS_PATH, maxEntries: BLOG_POST_COUNT, preloadsLeadImage: true }],
  webinars: [
    {
      path: FUTURE_WEBINARS_CATEGORY_PATH,
      maxEntries: FEED_MAX_CATEGORIES,
      then: {
        pathTemplate: NEXT_WEBINAR_PATH_TEMPLATE,
        maxEntries: NEXT_WEBINAR_COUNT,
        preloadsLeadImage: true,
      },
    },
    {
      path: WEBINARS_CATEGORY_PATH,
      maxEntries: FEED_MAX_CATEGORIES,
      then: { pathTemplate: WEBINAR_POSTS_PATH_TEMPLATE, maxEntries: WEBINAR_POST_COUNT },
    },
  ],
} as const satisfies Record<string, readonly EarlyCall[]>;

/**
 * The early answer to `path`, once: the first request for a path takes it, later ones ask again.
 * The page's script keeps them in `window.__wupEarlyFeedAnswers` (lib/feed/early-calls-global.d.ts).
 */
export function takeEarlyAnswer(path: string): Promise<EarlyAnswer> | undefined {
  if (typeof window === "undefined") return undefined;
  const answers = window.__wupEarlyFeedAnswers;
  const early = answers?.get(path);
  answers?.delete(path);
  return early?.answer;
}

/**
 * When the page's early call of `path` started (a `Date.now()` time), if the feed has not answered
 * it (the call still waits, or gave up unanswered) and its answer waits to be taken: the query that
 * takes it has waited on a silent feed since then, not since its island hydrated. A call the feed
 * answered, even with a failure, leaves the query's tries to count from the island, so that each
 * retry docs/product.md §9 gives a quick failure still fits in the budget.
 */
export function silentEarlyCallStartedAt(path: string): number | undefined {
  if (typeof window === "undefined") return undefined;
  const early = window.__wupEarlyFeedAnswers?.get(path);
  return early && early.outcome !== "answered" ? early.startedAt : undefined;
}
