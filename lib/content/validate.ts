/**
 * Checks a dataset's YAML files against its schema and says what is wrong in the editor's words:
 * the file, the field, what it must be and the value found, one line per problem, e.g.
 * `content/board/priya-raman.yaml: countryCode must be a two-letter country code in capitals, such
 * as IN for India, got 'India'`. Used by scripts/check-content.ts before every build, by the tests
 * and by the provenance report; the Astro build checks the same schemas again (src/content.config.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { parseDocument } from "yaml";
import type { z } from "astro/zod";

/** What a dataset's files must look like: where they are, and the schema of one entry. */
export type DatasetDefinition<Data> = {
  directory: string;
  /** A dataset that is one object (the contacts): the one file its folder holds. */
  file?: string;
  schema: z.ZodType<Data, z.ZodTypeDef, unknown>;
  /** Fields besides `order` that no two entries may share (e.g. a budget tier's `budget`). */
  unique?: readonly string[];
};

/** One valid entry: its id (the file name without `.yaml`, as Astro names it) and its data. */
export type DatasetEntry<Data> = { id: string; file: string; data: Data };

export type DatasetCheck<Data> = { entries: DatasetEntry<Data>[]; problems: string[] };

/** Lowercase words joined by hyphens: a file name a CMS makes and a URL can carry. */
const FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.yaml$/;

/** How a value reads in a message: text in quotes, lists and groups described. */
export function describeValue(value: unknown): string {
  if (typeof value === "string") return `'${value}'`;
  if (Array.isArray(value)) return "a list";
  if (value === null) return "nothing";
  if (typeof value === "object") return "a group of fields";
  return String(value);
}

/** A field's path as an editor reads it: `leaders #2 → country` (lists counted from 1). */
export function describeField(fieldPath: readonly (string | number)[]): string {
  return fieldPath.map((part) => (typeof part === "number" ? `#${part + 1}` : part)).join(" → ");
}

function valueAt(data: unknown, fieldPath: readonly (string | number)[]): unknown {
  let node = data;
  for (const part of fieldPath) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}

/** One line per issue: file, field, the rule in words, and the value found (when there is one). */
export function describeIssues(file: string, data: unknown, issues: readonly z.ZodIssue[]): string[] {
  return issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => `${file}: ${describeField([...issue.path, key])} ${issue.message}`);
    }
    const field = describeField(issue.path);
    const value = valueAt(data, issue.path);
    const found = value === undefined ? "" : `, got ${describeValue(value)}`;
    return [`${file}: ${field ? `${field} ` : ""}${issue.message}${found}`];
  });
}

/**
 * Reads every file of a dataset under `root` (the repository by default) and checks it. Problems
 * are returned, never thrown, so a check can report all of them at once.
 */
export function checkDataset<Data>(
  definition: DatasetDefinition<Data>,
  root = process.cwd(),
): DatasetCheck<Data> {
  const entries: DatasetEntry<Data>[] = [];
  const problems: string[] = [];
  const directory = path.join(root, definition.directory);
  if (!existsSync(directory))
    return { entries, problems: [`${definition.directory}: the folder is missing`] };
  const names = readdirSync(directory).sort();
  if (definition.file && !names.includes(definition.file))
    problems.push(`${definition.directory}/${definition.file}: the file is missing`);
  else if (!names.some((name) => name.endsWith(".yaml")))
    problems.push(`${definition.directory}: has no .yaml files`);

  for (const name of names) {
    const file = `${definition.directory}/${name}`;
    if (definition.file && name !== definition.file) {
      problems.push(
        `${file}: this folder holds one file, ${definition.file}; move this one elsewhere or merge it into ${definition.file}`,
      );
      continue;
    }
    if (!name.endsWith(".yaml")) {
      problems.push(`${file}: only files ending in .yaml are read here; rename it or move it elsewhere`);
      continue;
    }
    if (!FILE_NAME.test(name)) {
      problems.push(
        `${file}: the file name may only use small letters, digits and hyphens, such as tim-geyer.yaml`,
      );
      continue;
    }
    const document = parseDocument(readFileSync(path.join(directory, name), "utf8"));
    const [syntaxError] = document.errors;
    if (syntaxError) {
      problems.push(`${file}: is not valid YAML (${syntaxError.message.split("\n")[0]})`);
      continue;
    }
    const data: unknown = document.toJS();
    if (data === null || data === undefined) {
      problems.push(`${file}: is empty`);
      continue;
    }
    const result = definition.schema.safeParse(data);
    if (result.success) entries.push({ id: name.replace(/\.yaml$/, ""), file, data: result.data });
    else problems.push(...describeIssues(file, data, result.error.issues));
  }

  problems.push(...duplicates(entries, "order", "number"));
  for (const field of definition.unique ?? []) problems.push(...duplicates(entries, field, "value"));
  return { entries, problems };
}

/** Two entries may not claim the same place on the page, nor share a field that must be unique. */
function duplicates(entries: readonly DatasetEntry<unknown>[], field: string, noun: string): string[] {
  const firstWith = new Map<unknown, string>();
  const problems: string[] = [];
  for (const entry of entries) {
    const value = valueAt(entry.data, [field]);
    if (typeof value !== "number" && typeof value !== "string") continue;
    const first = firstWith.get(value);
    if (first)
      problems.push(
        `${entry.file}: ${field} ${describeValue(value)} is already used by ${first}; give each entry its own ${noun}`,
      );
    else firstWith.set(value, entry.file);
  }
  return problems;
}
