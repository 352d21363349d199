/**
 * The feed copy the browser needs: docs/product.md §8's messages for the loading, error and empty
 * states, its §9's fixed labels and counts, and the feed cards' link texts. Imported by the feed
 * islands, so it imports nothing: every module it pulled in would ship to the browser with it.
 */

/* ------------------------------------------------------------------ messages (docs/product.md §8) */

/** Said in `<noscript>` on the feed pages, with a link to the blog. */
export const feedNoScript = {
  text: (what: string) => `${what} load from the association's blog, which needs JavaScript in this browser.`,
  link: "Read them on the blog",
} as const;

export const feedMessages = {
  blog: {
    title: "Unable to Load Blog Posts",
    body: "We're having trouble connecting to our blog. Please try again later.",
  },
  featured: {
    title: "Unable to Load Featured Article",
    body: "We're having trouble connecting to our blog. Please try again later.",
    empty: "No featured article available at the moment.",
  },
  podcast: {
    title: "Unable to Load Episodes",
    body: "We're having trouble connecting to our content. Please try again later.",
    empty: "No episodes available at the moment.",
  },
  webinars: {
    title: "Unable to Load Webinar Posts",
    body: "We're having trouble connecting to our webinar content. Please try again later.",
    empty: "No webinar recordings are available at the moment. New sessions are added after each live event.",
  },
  nextWebinar: {
    title: "No Webinars Available",
    body: "Check back soon for our latest webinars.",
  },
  /** Shown under the featured article when the feed holds only one post. */
  recentEmpty: "No further articles at the moment. New stories are published every few weeks.",
  retry: "Try Again",
} as const;

/** docs/product.md §9: the reading time is a fixed label. */
export const READING_TIME_LABEL = "5 min read";
/** docs/product.md §9: excerpt lengths. */
export const FEATURED_EXCERPT_MAX_CHARS = 150;
export const LATEST_EPISODE_EXCERPT_MAX_CHARS = 200;
/** docs/product.md §9: skeletons while loading. */
export const BLOG_LIST_SKELETONS = 5;
export const PODCAST_SKELETONS = 6;

/** Headings and link texts inside the feed islands. */
export const feedCardCopy = {
  readArticle: "Read Article",
  latestEpisodeHeading: "Latest Episode",
  moreEpisodesHeading: "More Episodes",
  listenLabel: "Listen to Episode",
  nextWebinarHeading: "Next Webinar",
  watchWebinar: "Watch Webinar",
  webinarDetails: "Webinar details",
  /** Before the next webinar's post date. */
  posted: "Posted",
  /** Before the next webinar's own day, where its post gives one. */
  liveOn: "Live on",
  /** The badge and the words before the day of a "next" webinar whose day has passed. */
  heldWebinar: "Already held",
  heldOn: "Held on",
} as const;

/** What screen readers hear while a feed loads (the skeletons' accessible names). */
export const feedLoadingLabels = {
  featured: "Loading the featured article",
  recent: "Loading recent articles",
  episodes: "Loading episodes",
  nextWebinar: "Loading the next webinar",
  webinars: "Loading webinars",
} as const;
