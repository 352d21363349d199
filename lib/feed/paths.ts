/** The REST paths of SPEC §7, exactly as called. They are also the queries' first keys. */
const API = "/wp-json/wp/v2";

/** Where a category's id goes in the paths of calls that follow a category lookup. */
export const CATEGORY_ID = "{id}";
const withCategory = (template: string) => (categoryId: number) =>
  template.replace(CATEGORY_ID, String(categoryId));

export const FUTURE_WEBINARS_CATEGORY_PATH = `${API}/categories?slug=future-webinars`;
export const NEXT_WEBINAR_PATH_TEMPLATE = `${API}/posts?categories=${CATEGORY_ID}&per_page=1&_embed&orderby=date&order=desc`;
export const nextWebinarPath = withCategory(NEXT_WEBINAR_PATH_TEMPLATE);

export const LATEST_POSTS_PATH = `${API}/posts?per_page=7&_embed`;

export const WEBINARS_CATEGORY_PATH = `${API}/categories?slug=webinars`;
export const WEBINAR_POSTS_PATH_TEMPLATE = `${API}/posts?categories=${CATEGORY_ID}&per_page=12&_embed`;
export const webinarPostsPath = withCategory(WEBINAR_POSTS_PATH_TEMPLATE);

export const PODCAST_CATEGORY_SEARCH_PATH = `${API}/categories?search=podparks`;
export const podcastPostsPath = withCategory(`${API}/posts?categories=${CATEGORY_ID}&per_page=7&_embed`);
export const PODCAST_FALLBACK_POSTS_PATH = `${API}/posts?per_page=20&_embed`;

/** SPEC §9 counts. */
export const BLOG_POST_COUNT = 7;
export const PODCAST_EPISODE_COUNT = 7;
export const WEBINARS_SHOWN = 6;
