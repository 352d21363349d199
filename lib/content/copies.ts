/**
 * The copied-editions check: an edition that still holds an earlier edition's text in the same field waits off
 * the site until its editor rewrites, clears or confirms it (`keptFromEarlier`, "Copied on purpose")
 * (docs/decisions/copied-editions.md).
 */
import type { EventEntry } from "@/content/schemas/event";

import { describeField, problemAt, type ContentProblem, type FieldPath } from "./problem";

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

/** The field that lists what the editor copied on purpose: names of fields, never compared. */
const KEPT_FIELD = "keptFromEarlier";
/** Its name on the editing screen's form (cms/events.ts). */
const KEPT_LABEL = "Copied on purpose";

/** Every text of an entry, with its path: `about → paragraphs → #2`. */
function textsOf(value: unknown, path: FieldPath = []): [FieldPath, string][] {
  if (typeof value === "string") return value.trim() ? [[path, value.trim()]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...path, index]));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    MAY_REPEAT.has(key) || (path.length === 0 && key === KEPT_FIELD) ? [] : textsOf(item, [...path, key]),
  );
}

/** Every field of an entry that holds a value (text, number, yes or no), with its path. */
function valuePaths(value: unknown, path: FieldPath = []): FieldPath[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => valuePaths(item, [...path, index]));
  if (typeof value === "object" && value !== null && !(value instanceof Date))
    return Object.entries(value).flatMap(([key, item]) =>
      path.length === 0 && key === KEPT_FIELD ? [] : valuePaths(item, [...path, key]),
    );
  return value === undefined || value === null || value === "" ? [] : [path];
}

/** A field's path without list positions: a paragraph copied into another place is still copied. */
const fieldOf = (path: FieldPath) => path.filter((part) => typeof part === "string").join(" → ");

/** A name as an editor writes it in the list: spaces and arrows as typed (`about->title`, `about → title`). */
const normalName = (name: string) =>
  name
    .trim()
    .replace(/\s*(→|->|>)\s*/g, " → ")
    .replace(/\s+/g, " ");

/** The names an editor may give a field in keptFromEarlier: without list positions, or with them. */
const namesOf = (path: FieldPath) => [fieldOf(path), describeField(path)];

/** The message of a field still holding an earlier edition's text: the three ways out. */
export function copiedMessage(original: string, name: string): string {
  return `is copied from ${original}: rewrite it for this edition, clear it, or add “${name}” to ${KEPT_LABEL} (${KEPT_FIELD}) if it stays the same on purpose`;
}

/** The problems of editions that carry another edition's text in the same field, unless confirmed. */
export function checkCopiedEditions(events: readonly Entry[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  // Oldest first: each edition is compared with the ones before it.
  const editions = [...events].sort(
    (a, b) => a.data.start.localeCompare(b.data.start) || a.file.localeCompare(b.file),
  );
  editions.forEach((edition, index) => {
    const keptNames = edition.data.keptFromEarlier ?? [];
    const confirmed = new Set(keptNames.map(normalName));

    // A name that is no field of this edition: misspelt, or a field since cleared.
    const known = new Set(valuePaths(edition.data).flatMap(namesOf));
    keptNames.forEach((name, position) => {
      if (!known.has(normalName(name)))
        problems.push(
          problemAt(
            edition.file,
            [KEPT_FIELD, position],
            `names no field of this edition: write it as a problem names the field, such as highlights → title, or remove it, got '${name}'`,
          ),
        );
    });

    const earlier = editions.slice(0, index).filter((other) => other.data.kind === edition.data.kind);
    const seen = new Map<string, string>();
    for (const other of earlier)
      for (const [path, text] of textsOf(other.data)) seen.set(`${fieldOf(path)}\n${text}`, other.file);
    for (const [path, text] of textsOf(edition.data)) {
      const original = seen.get(`${fieldOf(path)}\n${text}`);
      if (!original || namesOf(path).some((name) => confirmed.has(name))) continue;
      problems.push({
        ...problemAt(edition.file, path, copiedMessage(original, fieldOf(path))),
        copiedFrom: original,
      });
    }
  });
  return problems;
}

/**
 * The editions the site presents: all but those waiting for a copied field to be rewritten, cleared
 * or confirmed (checkCopiedEditions). The pages and the preview read events through this, so a
 * duplicate goes live once it is the editor's own, and until then the earlier edition stays.
 */
export function editionsOnTheSite<Edition extends Entry>(events: readonly Edition[]): Edition[] {
  const waiting = new Set(
    checkCopiedEditions(events)
      .filter((problem) => problem.copiedFrom !== undefined)
      .map((problem) => problem.file),
  );
  return events.filter((event) => !waiting.has(event.file));
}
