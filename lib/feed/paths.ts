/** The REST paths of SPEC §7, exactly as called. They are also the queries' first keys. */
const API = "/wp-json/wp/v2";

export const FUTURE_WEBINARS_CATEGORY_PATH = `${API}/categories?slug=future-webinars`;
export const nextWebinarPath = (categoryId: number) =>
  `${API}/posts?categories=${categoryId}&per_page=1&_embed&orderby=date&order=desc`;

export const LATEST_POSTS_PATH = `${API}/posts?per_page=7&_embed`;

export const WEBINARS_CATEGORY_PATH = `${API}/categories?slug=webinars`;
export const webinarPostsPath = (categoryId: number) =>
  `${API}/posts?categories=${categoryId}&per_page=12&_embed`;

export const PODCAST_CATEGORY_SEARCH_PATH = `${API}/categories?search=podparks`;
export const podcastPostsPath = (categoryId: number) =>
  `${API}/posts?categories=${categoryId}&per_page=7&_embed`;
export const PODCAST_FALLBACK_POSTS_PATH = `${API}/posts?per_page=20&_embed`;

/** SPEC §9 counts. */
export const BLOG_POST_COUNT = 7;
export const PODCAST_EPISODE_COUNT = 7;
export const WEBINARS_SHOWN = 6;
