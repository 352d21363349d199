/** The REST paths of docs/product.md §7, exactly as called. They are also the queries' first keys. */
const API = "/wp-json/wp/v2";

/** Where a category's id goes in the paths of calls that follow a category lookup. */
const CATEGORY_ID = "{id}";
const withCategory = (template: string) => (categoryId: number) =>
  template.replace(CATEGORY_ID, String(categoryId));

/** docs/product.md §9 counts: posts asked for (`per_page`, and the most read of an answer: limits.ts) and shown. */
export const NEXT_WEBINAR_COUNT = 1;
export const BLOG_POST_COUNT = 7;
export const WEBINAR_POST_COUNT = 12;
export const WEBINARS_SHOWN = 6;
export const PODCAST_EPISODE_COUNT = 7;
/** Without a PodParks category, the podcast reads the latest posts, keeping those that mention it. */
export const PODCAST_FALLBACK_POST_COUNT = 20;

export const FUTURE_WEBINARS_CATEGORY_PATH = `${API}/categories?slug=future-webinars`;
export const NEXT_WEBINAR_PATH_TEMPLATE = `${API}/posts?categories=${CATEGORY_ID}&per_page=${NEXT_WEBINAR_COUNT}&_embed&orderby=date&order=desc`;
export const nextWebinarPath = withCategory(NEXT_WEBINAR_PATH_TEMPLATE);

export const LATEST_POSTS_PATH = `${API}/posts?per_page=${BLOG_POST_COUNT}&_embed`;

export const WEBINARS_CATEGORY_PATH = `${API}/categories?slug=webinars`;
export const WEBINAR_POSTS_PATH_TEMPLATE = `${API}/posts?categories=${CATEGORY_ID}&per_page=${WEBINAR_POST_COUNT}&_embed`;
export const webinarPostsPath = withCategory(WEBINAR_POSTS_PATH_TEMPLATE);

export const PODCAST_CATEGORY_SEARCH_PATH = `${API}/categories?search=podparks`;
export const podcastPostsPath = withCategory(
  `${API}/posts?categories=${CATEGORY_ID}&per_page=${PODCAST_EPISODE_COUNT}&_embed`,
);
export const PODCAST_FALLBACK_POSTS_PATH = `${API}/posts?per_page=${PODCAST_FALLBACK_POST_COUNT}&_embed`;
