/**
 * Checks a dataset's YAML files against its schema and says what is wrong in the editor's words, one line per
 * problem: the file, the field, what it must be and the value found (docs/decisions/content-as-yaml-collections.md).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { parseDocument } from "yaml";
import type { z } from "astro/zod";

import type { DatasetEntry } from "@/content/schemas/entry";

import { fileProblem, problemAt, type ContentProblem, type FieldPath } from "./problem";

/** What a dataset's files must look like: where they are, and the schema of one entry. */
export type DatasetDefinition<Data> = {
  directory: string;
  /** A dataset that is one object (the contacts): the one file its folder holds. */
  file?: string;
  schema: z.ZodType<Data, z.ZodTypeDef, unknown>;
  /** Fields besides `order` that no two entries may share (e.g. a budget tier's `budget`). */
  unique?: readonly string[];
};

export type { DatasetEntry };

export type DatasetCheck<Data> = {
  entries: DatasetEntry<Data>[];
  problems: ContentProblem[];
  /** The next free place on the page (`order`): one after the largest any file claims, 1 for none. */
  nextOrder: number;
};

/** Lowercase words joined by hyphens: a file name a CMS makes and a URL can carry. */
const FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.yaml$/;

/** How a value reads in a message: text in quotes, lists and groups described. */
function describeValue(value: unknown): string {
  if (typeof value === "string") return `'${value}'`;
  if (Array.isArray(value)) return "a list";
  if (value === null) return "nothing";
  if (typeof value === "object") return "a group of fields";
  return String(value);
}

function valueAt(data: unknown, fieldPath: FieldPath): unknown {
  let node = data;
  for (const part of fieldPath) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}

/** One problem per issue: file, field, the rule in words, and the value found (when there is one). */
function describeIssues(file: string, data: unknown, issues: readonly z.ZodIssue[]): ContentProblem[] {
  return issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => problemAt(file, [...issue.path, key], issue.message));
    }
    const value = valueAt(data, issue.path);
    const found = value === undefined ? "" : `, got ${describeValue(value)}`;
    return [problemAt(file, issue.path, `${issue.message}${found}`)];
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
  const problems: ContentProblem[] = [];
  /** Every file that reads as YAML, with its data as written. */
  const read: { file: string; data: unknown }[] = [];
  const directory = path.join(root, definition.directory);
  if (!existsSync(directory))
    return { entries, problems: [fileProblem(definition.directory, "the folder is missing")], nextOrder: 1 };
  const names = readdirSync(directory).sort();
  if (definition.file && !names.includes(definition.file))
    problems.push(fileProblem(`${definition.directory}/${definition.file}`, "the file is missing"));
  else if (!names.some((name) => name.endsWith(".yaml")))
    problems.push(fileProblem(definition.directory, "has no .yaml files"));

  for (const name of names) {
    const file = `${definition.directory}/${name}`;
    if (definition.file && name !== definition.file) {
      problems.push(
        fileProblem(
          file,
          `this folder holds one file, ${definition.file}; move this one elsewhere or merge it into ${definition.file}`,
        ),
      );
      continue;
    }
    if (!name.endsWith(".yaml")) {
      problems.push(
        fileProblem(file, "only files ending in .yaml are read here; rename it or move it elsewhere"),
      );
      continue;
    }
    if (!FILE_NAME.test(name)) {
      problems.push(
        fileProblem(
          file,
          "the file name may only use small letters, digits and hyphens, such as tim-geyer.yaml",
        ),
      );
      continue;
    }
    const document = parseDocument(readFileSync(path.join(directory, name), "utf8"));
    const [syntaxError] = document.errors;
    if (syntaxError) {
      problems.push(fileProblem(file, `is not valid YAML (${syntaxError.message.split("\n")[0]})`));
      continue;
    }
    const data: unknown = document.toJS();
    if (data === null || data === undefined) {
      problems.push(fileProblem(file, "is empty"));
      continue;
    }
    read.push({ file, data });
    const result = definition.schema.safeParse(data);
    if (result.success) entries.push({ id: name.replace(/\.yaml$/, ""), file, data: result.data });
    else problems.push(...describeIssues(file, data, result.error.issues));
  }

  // Across the files as written, valid or not, so a clash shows in the same round as other problems.
  const orders = read
    .map((entry) => valueAt(entry.data, ["order"]))
    .filter((value) => typeof value === "number");
  const nextOrder = Math.max(0, ...orders) + 1;
  problems.push(...duplicates(read, "order", `number (the next free one is ${nextOrder})`));
  for (const field of definition.unique ?? []) problems.push(...duplicates(read, field, "value"));
  return { entries, problems, nextOrder };
}

/** Two entries may not claim the same place on the page, nor share a field that must be unique. */
function duplicates(
  entries: readonly { file: string; data: unknown }[],
  field: string,
  noun: string,
): ContentProblem[] {
  const firstWith = new Map<unknown, string>();
  const problems: ContentProblem[] = [];
  for (const entry of entries) {
    const value = valueAt(entry.data, [field]);
    if (typeof value !== "number" && typeof value !== "string") continue;
    const first = firstWith.get(value);
    if (first)
      problems.push(
        problemAt(
          entry.file,
          [field],
          `${describeValue(value)} is already used by ${first}; give each entry its own ${noun}`,
        ),
      );
    else firstWith.set(value, entry.file);
  }
  return problems;
}
