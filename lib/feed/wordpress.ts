/**
 * The seven calls of docs/product.md §7, each with its own thrown messages (docs/product.md §8), the
 * original error kept as `cause` (docs/decisions/feed-errors-timeouts-and-retries.md).
 */
import {
  FeedHttpError,
  FeedNetworkError,
  FeedNotJsonError,
  FeedTimeoutError,
  FeedTooLargeError,
  getJson,
} from "./client";
import { FEED_MAX_CATEGORIES } from "./limits";
import { yieldToMain } from "./yield";
import { mentionsPodcast, parseCategories, parsePosts, toPodcastEpisode, toPostSummary } from "./normalize";
import {
  BLOG_POST_COUNT,
  FUTURE_WEBINARS_CATEGORY_PATH,
  LATEST_POSTS_PATH,
  NEXT_WEBINAR_COUNT,
  nextWebinarPath,
  PODCAST_CATEGORY_SEARCH_PATH,
  PODCAST_EPISODE_COUNT,
  PODCAST_FALLBACK_POST_COUNT,
  PODCAST_FALLBACK_POSTS_PATH,
  podcastPostsPath,
  WEBINAR_POST_COUNT,
  WEBINARS_CATEGORY_PATH,
  webinarPostsPath,
} from "./paths";
import type { PodcastEpisode, PostSummary } from "./types";
import type { WpPost } from "./wp-types";

export const FUTURE_WEBINARS_NOT_FOUND = "Future Webinars category not found";
export const WEBINARS_NOT_FOUND = "Webinars category not found";

/** How long a call's requests may take: until `deadline` (a `Date.now()` time), the end of its query's budget. */
export type CallOptions = { deadline?: number };

/**
 * The JSON body of one request, a list cut after `maxEntries` entries. A body that is not JSON
 * reads as `undefined`, which the parsers treat like any body of the wrong shape: posts raise
 * 'Invalid posts data received from API', categories count as none found (docs/product.md §7), never the
 * JSON parser's message.
 */
async function fetchOrFail(
  path: string,
  failure: string,
  maxEntries: number,
  { deadline }: CallOptions,
): Promise<unknown> {
  try {
    const data = await getJson(path, { maxEntries, deadline });
    // The parse had its task; reading the entries gets the next.
    await yieldToMain();
    return data;
  } catch (error) {
    if (error instanceof FeedHttpError) {
      throw new Error(`${failure}: ${error.status} ${error.statusText}`, { cause: error });
    }
    if (
      error instanceof FeedTimeoutError ||
      error instanceof FeedNetworkError ||
      error instanceof FeedTooLargeError
    ) {
      throw new Error(`${failure}: ${error.message}`, { cause: error });
    }
    if (error instanceof FeedNotJsonError) {
      console.warn(`The feed's answer to ${path} is not JSON`);
      return undefined;
    }
    throw error;
  }
}

async function categoryId(path: string, notFound: string, options: CallOptions): Promise<number> {
  const data = await fetchOrFail(path, "Failed to fetch categories", FEED_MAX_CATEGORIES, options);
  const [category] = parseCategories(data);
  if (!category) throw new Error(notFound);
  return category.id;
}

/** Calls 1-2: the latest post of the future-webinars category, or null when it has none. */
export async function fetchNextWebinar(options: CallOptions = {}): Promise<PostSummary | null> {
  const id = await categoryId(FUTURE_WEBINARS_CATEGORY_PATH, FUTURE_WEBINARS_NOT_FOUND, options);
  const data = await fetchOrFail(
    nextWebinarPath(id),
    "Failed to fetch future webinars",
    NEXT_WEBINAR_COUNT,
    options,
  );
  const [latest] = parsePosts(data, NEXT_WEBINAR_COUNT).map(toPostSummary);
  return latest ?? null;
}

/** Call 3: the latest 7 posts (blog page and home teaser). */
export async function fetchLatestPosts(options: CallOptions = {}): Promise<PostSummary[]> {
  const data = await fetchOrFail(LATEST_POSTS_PATH, "Failed to fetch blog posts", BLOG_POST_COUNT, options);
  return parsePosts(data, BLOG_POST_COUNT).map(toPostSummary);
}

/** Calls 4-5: the 12 latest posts of the webinars category. */
export async function fetchWebinarPosts(options: CallOptions = {}): Promise<PostSummary[]> {
  const id = await categoryId(WEBINARS_CATEGORY_PATH, WEBINARS_NOT_FOUND, options);
  const data = await fetchOrFail(
    webinarPostsPath(id),
    "Failed to fetch webinar posts",
    WEBINAR_POST_COUNT,
    options,
  );
  return parsePosts(data, WEBINAR_POST_COUNT).map(toPostSummary);
}

const PODPARK = /podpark/i;

/**
 * Calls 6-7: the PodParks category's 7 latest posts; without such a category, the first 7 of the
 * latest 20 posts that mention 'podpark' or 'podcast'.
 */
export async function fetchPodcastEpisodes(options: CallOptions = {}): Promise<PodcastEpisode[]> {
  const categories = parseCategories(
    await fetchOrFail(
      PODCAST_CATEGORY_SEARCH_PATH,
      "Failed to fetch categories",
      FEED_MAX_CATEGORIES,
      options,
    ),
  );
  const category = categories.find(({ name }) => PODPARK.test(name));
  if (category) {
    const path = podcastPostsPath(category.id);
    const data = await fetchOrFail(path, "Failed to fetch posts", PODCAST_EPISODE_COUNT, options);
    return parsePosts(data, PODCAST_EPISODE_COUNT).map(toPodcastEpisode);
  }
  const data = await fetchOrFail(
    PODCAST_FALLBACK_POSTS_PATH,
    "Failed to fetch posts",
    PODCAST_FALLBACK_POST_COUNT,
    options,
  );
  const posts = parsePosts(data, PODCAST_FALLBACK_POST_COUNT);
  const mentioning: WpPost[] = [];
  for (const post of posts) {
    if (mentioning.length === PODCAST_EPISODE_COUNT) break;
    if (mentionsPodcast(post)) mentioning.push(post);
  }
  await yieldToMain();
  return mentioning.map(toPodcastEpisode);
}
