/**
 * TanStack Query options per feed (SPEC §9): fresh for 5 minutes and never otherwise stale, no
 * refetch on focus and no interval; blog and webinar feeds retry 3 times, the podcast feed 2,
 * waiting 1 s, 2 s, 4 s … (capped at 30 s). The first key of each query is its request path.
 */
import { QueryClient, queryOptions } from "@tanstack/react-query";

import {
  FUTURE_WEBINARS_CATEGORY_PATH,
  LATEST_POSTS_PATH,
  PODCAST_CATEGORY_SEARCH_PATH,
  WEBINARS_CATEGORY_PATH,
} from "./paths";
import { fetchLatestPosts, fetchNextWebinar, fetchPodcastEpisodes, fetchWebinarPosts } from "./wordpress";

export const FEED_STALE_TIME_MS = 5 * 60 * 1000;
export const FEED_RETRIES = 3;
export const PODCAST_RETRIES = 2;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

/** Exponential backoff: 1 s before the first retry, doubling, at most 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** failureCount, RETRY_MAX_DELAY_MS);
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
  queryFn: fetchLatestPosts,
  retry: FEED_RETRIES,
});

export const nextWebinarQuery = queryOptions({
  ...feedDefaults,
  queryKey: [FUTURE_WEBINARS_CATEGORY_PATH, "next-webinar"],
  queryFn: fetchNextWebinar,
  retry: FEED_RETRIES,
});

export const webinarPostsQuery = queryOptions({
  ...feedDefaults,
  queryKey: [WEBINARS_CATEGORY_PATH, "posts"],
  queryFn: fetchWebinarPosts,
  retry: FEED_RETRIES,
});

export const podcastEpisodesQuery = queryOptions({
  ...feedDefaults,
  queryKey: [PODCAST_CATEGORY_SEARCH_PATH, "episodes"],
  queryFn: fetchPodcastEpisodes,
  retry: PODCAST_RETRIES,
});

/** Global defaults (SPEC §9): no retries for queries or mutations unless a query says so. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: FEED_STALE_TIME_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
