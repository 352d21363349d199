/**
 * An edition made with the editing screen's "Duplicate entry…" starts with every field of the one
 * it was copied from: its words, links, sources and registration. Each such field must be rewritten
 * for the new edition or cleared, so the site never shows last year's text or sends visitors to
 * last year's page under the new edition's name. This check compares each edition with the other
 * editions of its kind, field by field, and names what is still the same:
 * `content/events/symposium/2027.yaml: about → title is copied from content/events/symposium/2025.yaml:
 * rewrite it or clear it`. The later edition (by its first day) is the copy.
 *
 * Fields that may well stay the same from year to year are left out: where it takes place (venue,
 * city, country), its pictures and icons, a price's currency, a partner's mark, the venue map, and
 * the notes on why a stand-in address was chosen (never shown).
 */
import type { EventEntry } from "@/content/schemas/event";

import { problemAt, type ContentProblem, type FieldPath } from "./problem";

type Entry = { file: string; data: EventEntry };

/** Field names whose text may repeat between editions, wherever they appear. */
const MAY_REPEAT = new Set([
  "kind",
  "venue",
  "venueLocalName",
  "city",
  "country",
  "countryCode",
  "hostEvent",
  "image",
  "icon",
  "currency",
  "shape",
  "note",
  "alt",
  "venueMap",
]);

/** Every text of an entry, with its path: `about → paragraphs → #2`. */
function textsOf(value: unknown, path: FieldPath = []): [FieldPath, string][] {
  if (typeof value === "string") return value.trim() ? [[path, value.trim()]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...path, index]));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    MAY_REPEAT.has(key) ? [] : textsOf(item, [...path, key]),
  );
}

/** A field's path without list positions: a paragraph copied into another place is still copied. */
const fieldOf = (path: FieldPath) => path.filter((part) => typeof part === "string").join(" → ");

/** The problems of editions that carry another edition's text in the same field. */
export function checkCopiedEditions(events: readonly Entry[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  // Oldest first: each edition is compared with the ones before it.
  const editions = [...events].sort(
    (a, b) => a.data.start.localeCompare(b.data.start) || a.file.localeCompare(b.file),
  );
  editions.forEach((edition, index) => {
    const earlier = editions.slice(0, index).filter((other) => other.data.kind === edition.data.kind);
    const seen = new Map<string, string>();
    for (const other of earlier)
      for (const [path, text] of textsOf(other.data)) seen.set(`${fieldOf(path)}\n${text}`, other.file);
    for (const [path, text] of textsOf(edition.data)) {
      const original = seen.get(`${fieldOf(path)}\n${text}`);
      if (original)
        problems.push(problemAt(edition.file, path, `is copied from ${original}: rewrite it or clear it`));
    }
  });
  return problems;
}
