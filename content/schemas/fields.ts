/**
 * The building blocks of every content schema, each with messages written for the association's editor, each
 * completing the sentence "<field> …" (docs/decisions/content-as-yaml-collections.md).
 */
import { closeSync, existsSync, openSync, readSync } from "node:fs";

import { z } from "astro/zod";

import { photoType, photoTypeOfName } from "@/content/schemas/picture-type";

import { ASSET_DRAWING, DAY } from "./patterns";

const IS_MISSING = "is missing";

/** One line of text, not empty. */
export function text() {
  return z
    .string({ required_error: IS_MISSING, invalid_type_error: "must be text" })
    .min(1, "must not be empty");
}

/** A list of lines of text, at least `min` of them. */
export function textList(min = 1) {
  return z
    .array(text(), {
      required_error: IS_MISSING,
      invalid_type_error: "must be a list (lines starting with '- ')",
    })
    .min(min, `must list at least ${min} item${min === 1 ? "" : "s"}`);
}

/** An e-mail address, written plainly (no "mailto:"). */
export function email() {
  return z
    .string({ required_error: IS_MISSING, invalid_type_error: "must be an e-mail address" })
    .regex(/^[^\s@:]+@[^\s@]+\.[a-z]{2,}$/i, "must be an e-mail address such as name@example.org");
}

/** A whole number of at least `min`. */
export function wholeNumber(min = 0) {
  return z
    .number({ required_error: IS_MISSING, invalid_type_error: "must be a number (digits only, no quotes)" })
    .int("must be a whole number")
    .min(min, `must be ${min} or more`);
}

/**
 * Where the entry sits on its page: 1 first. Two entries of one dataset may not share a number
 * (the validator checks that across files).
 */
export function order() {
  return wholeNumber(1);
}

/** An ISO 3166-1 alpha-2 country code in capitals, which picks the flag. */
export function countryCode() {
  return z
    .string({
      required_error: IS_MISSING,
      invalid_type_error: "must be a two-letter country code in capitals, such as IN for India",
    })
    .regex(/^[A-Z]{2}$/, "must be a two-letter country code in capitals, such as IN for India");
}

/** A web address starting with https:// (or http:// for the old sites some facts come from). */
export function webAddress() {
  return z
    .string({ required_error: IS_MISSING, invalid_type_error: "must be a web address" })
    .regex(/^https?:\/\/\S+$/, "must be a web address starting with https://");
}

/**
 * An address visitors are sent to: https only (the site never links a visitor to an unencrypted
 * page; `source` addresses, which visitors never follow, may still be http).
 */
export function link() {
  return z
    .string({ required_error: IS_MISSING, invalid_type_error: "must be a web address" })
    .regex(/^https:\/\/[^\s/]+\S*$/, "must be a web address starting with https://");
}

/** The public pages some words were taken from: a list of web addresses (not shown). */
export function sourceList() {
  return z
    .array(webAddress(), {
      required_error: IS_MISSING,
      invalid_type_error: "must be a list of web addresses (lines starting with '- ')",
    })
    .min(1, "must list at least 1 web address");
}

const DAY_FORMAT = "must be a day written YYYY-MM-DD, such as 2025-10-08";

/** Whether a YYYY-MM-DD day exists in the calendar (no 30 February, no month 13). */
export function isCalendarDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const [, year, month, date] = match.map(Number);
  const utc = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, date ?? 0));
  return utc.getUTCMonth() === (month ?? 0) - 1 && utc.getUTCDate() === date;
}

/**
 * A calendar day, written YYYY-MM-DD as a CMS writes it. Astro's YAML reader turns such a value
 * into a date at midnight UTC, the content check's keeps the text: both arrive here as the same
 * text. (Astro's reader rolls an impossible day such as 2025-02-30 over into March; the content
 * check, which runs first, reads the text and refuses it.)
 */
export function day() {
  return z.preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    z.string({ required_error: IS_MISSING, invalid_type_error: DAY_FORMAT }).superRefine((value, context) => {
      const message = !DAY.test(value)
        ? DAY_FORMAT
        : !isCalendarDay(value)
          ? "is not a day of the calendar (check the month and the day)"
          : undefined;
      if (message) context.addIssue({ code: z.ZodIssueCode.custom, message });
    }),
  );
}

/** Yes or no (`true` or `false`); left out reads as no. */
export function flag() {
  return z.boolean({ invalid_type_error: "must be true or false (no quotes)" }).optional().default(false);
}

/** A price in each currency the site shows, whole amounts: `nzd`, `usd` and `eur`. */
export function prices() {
  const amount = () =>
    z
      .number({
        required_error: IS_MISSING,
        invalid_type_error: "must be an amount (digits only, no quotes)",
      })
      .int("must be a whole amount, without cents")
      .min(0, "must be 0 or more");
  return z
    .object(
      { nzd: amount(), usd: amount(), eur: amount() },
      {
        required_error: IS_MISSING,
        invalid_type_error: "must be a group of three amounts: nzd, usd and eur",
      },
    )
    .strict(UNKNOWN_FIELD);
}

/**
 * An optional group of fields (a staff member's location, a winner's detail, a symposium's links).
 * A CMS form writes an untouched group as an empty one (`location: {}`, or groups and lists inside
 * it left empty), which reads here as left out.
 */
export function optionalGroup<Schema extends z.ZodTypeAny>(schema: Schema) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());
}

/** An optional list: a CMS form writes an untouched one as `[]`, which reads here as left out. */
export function optionalList<Schema extends z.ZodTypeAny>(schema: Schema) {
  return z.preprocess(
    (value) => (Array.isArray(value) && value.length === 0 ? undefined : value),
    schema.optional(),
  );
}

/**
 * An entry as read, without a key for a field left out: a group or list the form wrote empty
 * (`detail: { photos: [] }`) reads as left out (optionalGroup, optionalList), and the entry then has
 * no `detail` at all, as if the file never had it (code may ask `"detail" in winner`).
 */
export function withoutLeftOut<Schema extends z.ZodTypeAny>(schema: Schema) {
  return schema.transform((data: z.output<Schema>): z.output<Schema> => dropLeftOut(data));
}

function dropLeftOut<Value>(value: Value): Value {
  if (Array.isArray(value)) return value.map(dropLeftOut) as Value;
  if (typeof value !== "object" || value === null || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  const kept = Object.entries(value).filter(([, field]) => field !== undefined);
  return Object.fromEntries(kept.map(([key, field]) => [key, dropLeftOut(field)])) as Value;
}

/** Nothing written: no value, empty text, an empty list, or a group of such fields. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.values(value).every(isBlank);
}

/** What the validator says about a field the dataset doesn't know. */
export const UNKNOWN_FIELD = "is not a field of this dataset (check its spelling)";

/** The first bytes of a file in public/, enough to tell a picture's type. */
function firstBytes(file: string): Uint8Array {
  const bytes = new Uint8Array(32);
  const handle = openSync(file, "r");
  try {
    return bytes.subarray(0, readSync(handle, bytes, 0, bytes.length, 0));
  } finally {
    closeSync(handle);
  }
}

/**
 * A photo uploaded to `public/` (where a git-based CMS puts its media), written as the site serves
 * it: `/images/people/tim-geyer.jpg` for `public/images/people/tim-geyer.jpg`. It must be there, and
 * be a JPEG, PNG, WebP or AVIF picture by its bytes, as its name says: never an SVG, which can carry
 * a script (the editing screen refuses those too, lib/edit/writes.ts).
 */
const PHOTO_PATH = /^(?:\/[\w-][\w.-]*)+\.(?:jpg|jpeg|png|webp|avif)$/i;

export function publicImage() {
  // Zod runs every check even after one fails: the file is looked at only once its path is one.
  const isThere = (file: string) => PHOTO_PATH.test(file) && existsSync(`public${file}`);
  return z
    .string({ invalid_type_error: "must be the path of an image" })
    .regex(
      PHOTO_PATH,
      "must be the path of a JPEG, PNG, WebP or AVIF photo in public/, starting with /, such as /images/people/tim-geyer.jpg",
    )
    .refine(
      (file) => !PHOTO_PATH.test(file) || isThere(file),
      "names a photo that is not in public/ (upload it again)",
    )
    .refine(
      (file) => !isThere(file) || photoType(firstBytes(`public${file}`)) === photoTypeOfName(file),
      "is not the JPEG, PNG, WebP or AVIF picture its name says (a renamed file?): upload the photo again",
    );
}

/**
 * A picture drawn as SVG under `assets/images/` (the build makes its jpg and webp), written as its
 * path in the repository, as a CMS stores it: `assets/images/governance/committee-large-parks.svg`.
 * The page receives its key, `governance/committee-large-parks` (lib/images.ts).
 */
export function assetImage() {
  return z
    .string({ required_error: IS_MISSING, invalid_type_error: "must be the path of a picture" })
    .regex(
      ASSET_DRAWING,
      "must be the path of an SVG picture under assets/images/, such as assets/images/governance/committee-large-parks.svg",
    )
    .refine((file) => existsSync(file), "names a picture that is not in the repository (check the path)")
    .transform((file) => file.replace(ASSET_DRAWING, "$1"));
}

/** A group of fields inside an entry (`fields` names them for the message); no other field. */
export function group<Shape extends z.ZodRawShape>(shape: Shape, fields: string) {
  return z
    .object(shape, {
      required_error: IS_MISSING,
      invalid_type_error: `must be a group of fields (${fields})`,
    })
    .strict(UNKNOWN_FIELD);
}

/** A list of `what` (a plural noun), at least `min` of them. */
export function list<Item extends z.ZodTypeAny>(item: Item, what: string, min = 1) {
  return z
    .array(item, { required_error: IS_MISSING, invalid_type_error: `must be a list of ${what}` })
    .min(min, `must list at least ${min} ${min === 1 ? what.replace(/s$/, "") : what}`);
}

/** One of a fixed set of values, e.g. an award region; the message lists them. */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  const message = `must be one of ${values.map((value) => `'${value}'`).join(", ")}`;
  return z.enum(values, {
    errorMap: (issue) => ({
      message: issue.code === "invalid_type" && issue.received === "undefined" ? IS_MISSING : message,
    }),
  });
}
