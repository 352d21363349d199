/**
 * TanStack Query options per feed (docs/product.md §9), keyed first by their request path, each fetch held
 * to its time budget, counted from the page's early call when the feed never answered it
 * (docs/decisions/feed-time-budget.md).
 */
import { QueryClient, queryOptions, type QueryFunctionContext } from "@tanstack/react-query";

import { FEED_QUERY_BUDGET_MS, FEED_REQUEST_TIMEOUT_MS } from "@/lib/constants";

import { silentEarlyCallStartedAt } from "./early-calls";
import {
  FUTURE_WEBINARS_CATEGORY_PATH,
  LATEST_POSTS_PATH,
  PODCAST_CATEGORY_SEARCH_PATH,
  WEBINARS_CATEGORY_PATH,
} from "./paths";
import {
  type CallOptions,
  fetchLatestPosts,
  fetchNextWebinar,
  fetchPodcastEpisodes,
  fetchWebinarPosts,
} from "./wordpress";

export const FEED_STALE_TIME_MS = 5 * 60 * 1000;
const FEED_RETRIES = 3;
const PODCAST_RETRIES = 2;
const RETRY_BASE_DELAY_MS = 1000;
const RETRY_MAX_DELAY_MS = 30_000;

/** Exponential backoff: 1 s before the first retry, doubling, at most 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** failureCount, RETRY_MAX_DELAY_MS);
}

/**
 * When each fetch's budget ends, by the fetch's abort signal: TanStack Query gives every try of one
 * fetch the same signal, and the next fetch (Try Again) a new one. Keys that are objects of one
 * fetch keep fetches, and the query clients of tests, apart; weak ones leave nothing behind.
 */
const budgetEnds = new WeakMap<AbortSignal, number>();
/** The end of the budget of the fetch whose try failed with this error. */
const budgetEndsOfErrors = new WeakMap<object, number>();

/**
 * A feed call run as a query function within its fetch's budget. A try's requests give up at the
 * budget's end, but the first request of a try always has its full FEED_REQUEST_TIMEOUT_MS (a
 * retry held back while the tab was hidden still gets a fair try).
 */
function withinBudget<T>(call: (options: CallOptions) => Promise<T>) {
  return async ({ signal, queryKey }: QueryFunctionContext): Promise<T> => {
    const now = Date.now();
    const firstTryAt = Math.min(now, silentEarlyCallStartedAt(String(queryKey[0])) ?? now);
    const budgetEnd = budgetEnds.get(signal) ?? firstTryAt + FEED_QUERY_BUDGET_MS;
    budgetEnds.set(signal, budgetEnd);
    try {
      return await call({ deadline: Math.max(budgetEnd, now + FEED_REQUEST_TIMEOUT_MS) });
    } catch (error) {
      if (typeof error === "object" && error !== null) budgetEndsOfErrors.set(error, budgetEnd);
      throw error;
    }
  };
}

/**
 * Retries up to `retries` times (docs/product.md §9), and only while a retry that times out would still end
 * within its fetch's budget: after its backoff, one full request time.
 */
function retryWithinBudget(retries: number) {
  return (failureCount: number, error: Error): boolean => {
    if (failureCount >= retries) return false;
    const budgetEnd = budgetEndsOfErrors.get(error);
    if (budgetEnd === undefined) return true;
    return Date.now() + retryDelay(failureCount) + FEED_REQUEST_TIMEOUT_MS <= budgetEnd;
  };
}

const feedDefaults = {
  staleTime: FEED_STALE_TIME_MS,
  refetchOnWindowFocus: false,
  refetchInterval: false,
  retryDelay,
} as const;

export const latestPostsQuery = queryOptions({
  ...feedDefaults,
  queryKey: [LATEST_POSTS_PATH],
  queryFn: withinBudget(fetchLatestPosts),
  retry: retryWithinBudget(FEED_RETRIES),
});

export const nextWebinarQuery = queryOptions({
  ...feedDefaults,
  queryKey: [FUTURE_WEBINARS_CATEGORY_PATH, "next-webinar"],
  queryFn: withinBudget(fetchNextWebinar),
  retry: retryWithinBudget(FEED_RETRIES),
});

export const webinarPostsQuery = queryOptions({
  ...feedDefaults,
  queryKey: [WEBINARS_CATEGORY_PATH, "posts"],
  queryFn: withinBudget(fetchWebinarPosts),
  retry: retryWithinBudget(FEED_RETRIES),
});

export const podcastEpisodesQuery = queryOptions({
  ...feedDefaults,
  queryKey: [PODCAST_CATEGORY_SEARCH_PATH, "episodes"],
  queryFn: withinBudget(fetchPodcastEpisodes),
  retry: retryWithinBudget(PODCAST_RETRIES),
});

/** Global defaults (docs/product.md §9): no retries for queries or mutations unless a query says so. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: FEED_STALE_TIME_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
