/**
 * WordPress → the site's types (docs/product.md §3). Text is reduced to plain text, URLs are kept only when
 * they are http(s), and a missing image or category only warns (docs/product.md §7). Only the entries a call
 * asked for are read, and each field within the feed's limits (limits.ts, applied by wp-types.ts).
 */
import { formatLongDate, formatShortDate } from "./format";
import { FEED_EXCERPT_MAX_CHARS, FEED_MAX_CATEGORIES } from "./limits";
import { tidyExcerpt, toPlainText } from "./text";
import type { PodcastEpisode, PostSummary } from "./types";
import { cutText, readWpCategory, readWpPost, type WpCategory, type WpPost } from "./wp-types";

export const INVALID_POSTS_MESSAGE = "Invalid posts data received from API";
const DEFAULT_EPISODE_TITLE = "Untitled Episode";
const DEFAULT_EPISODE_EXCERPT = "No description available";
const DEFAULT_EPISODE_CATEGORY = "Podparks";
const DEFAULT_EPISODE_AUTHOR = "World Urban Parks editorial team";

/**
 * The first `maxPosts` entries of a list (what the call asked for: entries past them are never
 * read), as posts; docs/product.md §7's error when the body is not a list. Malformed entries are skipped.
 */
export function parsePosts(data: unknown, maxPosts: number): WpPost[] {
  if (!Array.isArray(data)) throw new Error(INVALID_POSTS_MESSAGE);
  return data.slice(0, maxPosts).flatMap((entry) => {
    const post = readWpPost(entry);
    if (post) return [post];
    console.warn("Skipped a feed post with an unexpected shape");
    return [];
  });
}

/** A list of categories (the first FEED_MAX_CATEGORIES); anything else counts as none found. */
export function parseCategories(data: unknown): WpCategory[] {
  if (!Array.isArray(data)) return [];
  return data.slice(0, FEED_MAX_CATEGORIES).flatMap((entry) => {
    const category = readWpCategory(entry);
    return category ? [category] : [];
  });
}

/** The URL if it is an absolute http(s) URL, else undefined (no javascript:, data: …). */
function safeUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function featuredImageOf(post: WpPost): string | undefined {
  const image = safeUrl(post._embedded?.["wp:featuredmedia"]?.[0]?.source_url);
  if (!image) console.warn(`Feed post ${post.id} has no featured image`);
  return image;
}

function firstTermOf(post: WpPost): string | undefined {
  const name = toPlainText(post._embedded?.["wp:term"]?.[0]?.[0]?.name);
  if (!name) console.warn(`Feed post ${post.id} has no category`);
  return name || undefined;
}

export function toPostSummary(post: WpPost): PostSummary {
  const date = post.date ?? "";
  return {
    id: post.id,
    title: toPlainText(post.title?.rendered),
    link: safeUrl(post.link) ?? "#",
    excerpt: tidyExcerpt(toPlainText(post.excerpt?.rendered)),
    featuredImage: featuredImageOf(post),
    category: firstTermOf(post),
    date,
    formattedDate: formatShortDate(date),
  };
}

export function toPodcastEpisode(post: WpPost): PodcastEpisode {
  const content = toPlainText(post.content?.rendered);
  const date = post.date ?? "";
  return {
    id: String(post.id),
    title: toPlainText(post.title?.rendered) || DEFAULT_EPISODE_TITLE,
    // An excerpt read from the content is no longer than an excerpt the feed reads as one.
    excerpt:
      tidyExcerpt(toPlainText(post.excerpt?.rendered)) ||
      cutText(content, FEED_EXCERPT_MAX_CHARS) ||
      DEFAULT_EPISODE_EXCERPT,
    content,
    link: safeUrl(post.link) ?? "#",
    featuredImage: featuredImageOf(post) ?? null,
    category: firstTermOf(post) ?? DEFAULT_EPISODE_CATEGORY,
    publishedDate: date,
    formattedDate: formatLongDate(date),
    author: toPlainText(post._embedded?.author?.[0]?.name) || DEFAULT_EPISODE_AUTHOR,
  };
}

const PODCAST_WORDS = /podpark|podcast/i;

/** docs/product.md §7 fallback: posts whose title, content or excerpt mention 'podpark' or 'podcast'. */
export function mentionsPodcast(post: WpPost): boolean {
  // The short fields first: the content is read only when neither mentions it.
  return [post.title?.rendered, post.excerpt?.rendered, post.content?.rendered].some(
    (text) => text !== undefined && PODCAST_WORDS.test(toPlainText(text)),
  );
}
