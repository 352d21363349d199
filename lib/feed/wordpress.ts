/**
 * The seven calls of SPEC §7, each with its own thrown messages (SPEC §8). A non-success
 * status becomes "Failed to fetch …: {status} {statusText}", a timeout or a request without an
 * answer "Failed to fetch …: Request timed out after 10 s" / "…: Network error"; the original
 * error stays as `cause`.
 */
import { FeedHttpError, FeedNetworkError, FeedNotJsonError, FeedTimeoutError, getJson } from "./client";
import { mentionsPodcast, parseCategories, parsePosts, toPodcastEpisode, toPostSummary } from "./normalize";
import {
  FUTURE_WEBINARS_CATEGORY_PATH,
  LATEST_POSTS_PATH,
  nextWebinarPath,
  PODCAST_CATEGORY_SEARCH_PATH,
  PODCAST_EPISODE_COUNT,
  PODCAST_FALLBACK_POSTS_PATH,
  podcastPostsPath,
  WEBINARS_CATEGORY_PATH,
  webinarPostsPath,
} from "./paths";
import type { PodcastEpisode, PostSummary } from "./types";

export const FUTURE_WEBINARS_NOT_FOUND = "Future Webinars category not found";
export const WEBINARS_NOT_FOUND = "Webinars category not found";

/**
 * The JSON body of one call. A body that is not JSON reads as `undefined`, which the parsers treat
 * like any body of the wrong shape: posts raise 'Invalid posts data received from API', categories
 * count as none found (SPEC §7), never the JSON parser's message.
 */
async function fetchOrFail(path: string, failure: string): Promise<unknown> {
  try {
    return await getJson(path);
  } catch (error) {
    if (error instanceof FeedHttpError) {
      throw new Error(`${failure}: ${error.status} ${error.statusText}`, { cause: error });
    }
    if (error instanceof FeedTimeoutError || error instanceof FeedNetworkError) {
      throw new Error(`${failure}: ${error.message}`, { cause: error });
    }
    if (error instanceof FeedNotJsonError) {
      console.warn(`The feed's answer to ${path} is not JSON`);
      return undefined;
    }
    throw error;
  }
}

async function categoryId(path: string, notFound: string): Promise<number> {
  const [category] = parseCategories(await fetchOrFail(path, "Failed to fetch categories"));
  if (!category) throw new Error(notFound);
  return category.id;
}

/** Calls 1-2: the latest post of the future-webinars category, or null when it has none. */
export async function fetchNextWebinar(): Promise<PostSummary | null> {
  const id = await categoryId(FUTURE_WEBINARS_CATEGORY_PATH, FUTURE_WEBINARS_NOT_FOUND);
  const posts = parsePosts(await fetchOrFail(nextWebinarPath(id), "Failed to fetch future webinars"));
  const [latest] = posts.map(toPostSummary);
  return latest ?? null;
}

/** Call 3: the latest 7 posts (blog page and home teaser). */
export async function fetchLatestPosts(): Promise<PostSummary[]> {
  return parsePosts(await fetchOrFail(LATEST_POSTS_PATH, "Failed to fetch blog posts")).map(toPostSummary);
}

/** Calls 4-5: the 12 latest posts of the webinars category. */
export async function fetchWebinarPosts(): Promise<PostSummary[]> {
  const id = await categoryId(WEBINARS_CATEGORY_PATH, WEBINARS_NOT_FOUND);
  const posts = parsePosts(await fetchOrFail(webinarPostsPath(id), "Failed to fetch webinar posts"));
  return posts.map(toPostSummary);
}

const PODPARK = /podpark/i;

/**
 * Calls 6-7: the PodParks category's 7 latest posts; without such a category, the first 7 of the
 * latest 20 posts that mention 'podpark' or 'podcast'.
 */
export async function fetchPodcastEpisodes(): Promise<PodcastEpisode[]> {
  const categories = parseCategories(
    await fetchOrFail(PODCAST_CATEGORY_SEARCH_PATH, "Failed to fetch categories"),
  );
  const category = categories.find(({ name }) => PODPARK.test(name));
  if (category) {
    const posts = parsePosts(await fetchOrFail(podcastPostsPath(category.id), "Failed to fetch posts"));
    return posts.map(toPodcastEpisode);
  }
  const posts = parsePosts(await fetchOrFail(PODCAST_FALLBACK_POSTS_PATH, "Failed to fetch posts"));
  return posts.filter(mentionsPodcast).slice(0, PODCAST_EPISODE_COUNT).map(toPodcastEpisode);
}
