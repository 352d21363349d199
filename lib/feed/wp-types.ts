/**
 * WordPress REST API shapes (wp/v2) and their hand-written readers: a post needs a numeric id, any other
 * field of the wrong type reads as missing, and the feed's limits on fields apply here first
 * (docs/decisions/feed-text-without-dependencies.md, docs/decisions/feed-work-in-short-tasks.md).
 */
import {
  FEED_CONTENT_MAX_CHARS,
  FEED_DATE_MAX_CHARS,
  FEED_EXCERPT_MAX_CHARS,
  FEED_NAME_MAX_CHARS,
  FEED_TITLE_MAX_CHARS,
  FEED_URL_MAX_CHARS,
} from "./limits";

type Rendered = { rendered: string };

export type WpPost = {
  id: number;
  date?: string;
  link?: string;
  title?: Rendered;
  excerpt?: Rendered;
  content?: Rendered;
  _embedded?: {
    author?: { name?: string }[];
    "wp:featuredmedia"?: { source_url?: string }[];
    "wp:term"?: { name?: string }[][];
  };
};

export type WpCategory = { id: number; name: string; slug?: string };

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** `value` cut to `max` UTF-16 code units, never between the two halves of a character. */
export function cutText(value: string, max: number): string {
  if (value.length <= max) return value;
  return value.slice(0, isHighSurrogate(value.charCodeAt(max - 1)) ? max - 1 : max);
}

/** A string cut to `max`, or undefined when the value is not a string. */
const text = (value: unknown, max: number) => (typeof value === "string" ? cutText(value, max) : undefined);
/** A string no longer than `max` (an address, a date: cutting would make another one), else undefined. */
const bounded = (value: unknown, max: number) =>
  typeof value === "string" && value.length <= max ? value : undefined;
const rendered = (value: unknown, max: number): Rendered | undefined =>
  isObject(value) && typeof value.rendered === "string"
    ? { rendered: cutText(value.rendered, max) }
    : undefined;

/** The first entry of an array read with `read` (the site shows no other); undefined when `value` is not an array. */
const firstOf = <T>(value: unknown, read: (entry: unknown) => T): T[] | undefined =>
  Array.isArray(value) ? value.slice(0, 1).map(read) : undefined;

/** `{ [key]: string }` when the entry is an object holding a string there (read by `read`), `{}` for anything else. */
const withString =
  <K extends string>(key: K, read: (value: unknown) => string | undefined) =>
  (entry: unknown): { [P in K]?: string } => {
    const value = isObject(entry) ? read(entry[key]) : undefined;
    return (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };
  };

const name = (value: unknown) => text(value, FEED_NAME_MAX_CHARS);
const url = (value: unknown) => bounded(value, FEED_URL_MAX_CHARS);

function readEmbedded(value: unknown): WpPost["_embedded"] {
  if (!isObject(value)) return undefined;
  return {
    author: firstOf(value.author, withString("name", name)),
    "wp:featuredmedia": firstOf(value["wp:featuredmedia"], withString("source_url", url)),
    "wp:term": firstOf(value["wp:term"], (terms) => firstOf(terms, withString("name", name)) ?? []),
  };
}

/** A post as the site reads it, or undefined when the entry is not a post (no numeric id). */
export function readWpPost(entry: unknown): WpPost | undefined {
  if (!isObject(entry) || !isId(entry.id)) return undefined;
  return {
    id: entry.id,
    date: bounded(entry.date, FEED_DATE_MAX_CHARS),
    link: url(entry.link),
    title: rendered(entry.title, FEED_TITLE_MAX_CHARS),
    excerpt: rendered(entry.excerpt, FEED_EXCERPT_MAX_CHARS),
    content: rendered(entry.content, FEED_CONTENT_MAX_CHARS),
    _embedded: readEmbedded(entry._embedded),
  };
}

/** A category, or undefined when the entry has no numeric id; a missing name reads as "". */
export function readWpCategory(entry: unknown): WpCategory | undefined {
  if (!isObject(entry) || !isId(entry.id)) return undefined;
  return { id: entry.id, name: name(entry.name) ?? "", slug: name(entry.slug) };
}
