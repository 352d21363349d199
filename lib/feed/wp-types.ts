/**
 * WordPress REST API shapes (wp/v2) and their readers. Only the fields the site reads are declared.
 * A post needs a numeric id; every other field is lenient: a field of the wrong type reads as
 * missing, so one odd field never sinks a whole post. Hand-written rather than a schema library:
 * these few fields cost well under 1 KB in the browser instead of a validator's 20 KB.
 */

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
const string = (value: unknown) => (typeof value === "string" ? value : undefined);
const rendered = (value: unknown): Rendered | undefined =>
  isObject(value) && typeof value.rendered === "string" ? { rendered: value.rendered } : undefined;

/** Each entry of an array read with `read`; undefined when `value` is not an array. */
const arrayOf = <T>(value: unknown, read: (entry: unknown) => T): T[] | undefined =>
  Array.isArray(value) ? value.map(read) : undefined;

/** `{ [key]: string }` when the entry is an object holding a string there, `{}` for anything else. */
const withString =
  <K extends string>(key: K) =>
  (entry: unknown): { [P in K]?: string } => {
    const value = isObject(entry) ? string(entry[key]) : undefined;
    return (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };
  };

function readEmbedded(value: unknown): WpPost["_embedded"] {
  if (!isObject(value)) return undefined;
  return {
    author: arrayOf(value.author, withString("name")),
    "wp:featuredmedia": arrayOf(value["wp:featuredmedia"], withString("source_url")),
    "wp:term": arrayOf(value["wp:term"], (terms) => arrayOf(terms, withString("name")) ?? []),
  };
}

/** A post as the site reads it, or undefined when the entry is not a post (no numeric id). */
export function readWpPost(entry: unknown): WpPost | undefined {
  if (!isObject(entry) || !isId(entry.id)) return undefined;
  return {
    id: entry.id,
    date: string(entry.date),
    link: string(entry.link),
    title: rendered(entry.title),
    excerpt: rendered(entry.excerpt),
    content: rendered(entry.content),
    _embedded: readEmbedded(entry._embedded),
  };
}

/** A category, or undefined when the entry has no numeric id; a missing name reads as "". */
export function readWpCategory(entry: unknown): WpCategory | undefined {
  if (!isObject(entry) || !isId(entry.id)) return undefined;
  return { id: entry.id, name: string(entry.name) ?? "", slug: string(entry.slug) };
}
