/** The feed's app-side types (docs/product.md §3). Components see these, never WordPress shapes. */

/** A blog, webinar or podcast post, as cards show it. */
export type PostSummary = {
  id: number;
  /** Plain text: markup stripped, entities decoded. */
  title: string;
  link: string;
  /** Plain text: markup stripped, entities decoded. */
  excerpt: string;
  /** Absent when the post has no featured image. */
  featuredImage?: string;
  /** The post's first category name; absent when it has none. */
  category?: string;
  /** ISO date as WordPress gives it. */
  date: string;
  /** en-US short month: 'Jan 5, 2025' ('Recent' when the date is invalid). */
  formattedDate: string;
};

/** A PodParks episode. */
export type PodcastEpisode = {
  id: string;
  title: string;
  excerpt: string;
  /** Plain text of the whole post. */
  content: string;
  link: string;
  featuredImage: string | null;
  category: string;
  publishedDate: string;
  /** en-US long month: 'January 5, 2025' ('Recent' when the date is invalid). */
  formattedDate: string;
  author: string;
};
