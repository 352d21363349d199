/**
 * Reads one dataset's YAML files through its schema, once per process, and throws with every problem; in the
 * editing server's preview it keeps the dataset's last valid version instead
 * (docs/decisions/events-and-resources-as-data.md, docs/decisions/editing-checks-in-the-preview.md).
 */
import path from "node:path";

import { problemText, type ContentProblem } from "./problem";
import { checkDataset, type DatasetDefinition, type DatasetEntry } from "./validate";

export class ContentError extends Error {
  override name = "ContentError";
  constructor(readonly problems: readonly ContentProblem[]) {
    super(problems.map(problemText).join("\n"));
  }
}

/** The environment variable the editing server sets to keep its preview on the last valid content. */
export const KEEP_LAST_VALID_ENV = "WUP_PREVIEW_KEEPS_LAST_VALID";

/**
 * Each dataset's last valid entries, by folder. The editing server drops every module after a save
 * to read the files again, so this lives on the process, not in this module.
 */
type LastValid = Map<string, readonly DatasetEntry<unknown>[]>;
const LAST_VALID = Symbol.for("wup.content.lastValid");
const store = globalThis as typeof globalThis & { [LAST_VALID]?: LastValid };
const lastValid = (store[LAST_VALID] ??= new Map());

const read = new Map<string, readonly DatasetEntry<unknown>[]>();

/** A dataset's checked entries with their ids and files, in file-name order. */
export function readChecked<Data>(
  definition: DatasetDefinition<Data>,
  root = process.cwd(),
): readonly DatasetEntry<Data>[] {
  const key = path.join(root, definition.directory);
  // The maps hold each dataset under its own folder, read with its own schema.
  const known = read.get(key) as readonly DatasetEntry<Data>[] | undefined;
  if (known) return known;
  const { entries, problems } = checkDataset(definition, root);
  if (problems.length > 0) {
    if (!process.env[KEEP_LAST_VALID_ENV]) throw new ContentError(problems);
    // Before any valid read (the server started on a wrong file): the files that are right.
    const kept = (lastValid.get(key) as readonly DatasetEntry<Data>[] | undefined) ?? entries;
    read.set(key, kept);
    return kept;
  }
  read.set(key, entries);
  if (process.env[KEEP_LAST_VALID_ENV]) lastValid.set(key, entries);
  return entries;
}

/**
 * Keeps a dataset's entries as its last valid ones, in the editing server's preview only: the
 * content check calls it for each dataset it found right after a save, so a later wrong save falls
 * back to this one even if no page was shown in between.
 */
export function rememberValid<Data>(
  definition: DatasetDefinition<Data>,
  root: string,
  entries: readonly DatasetEntry<Data>[],
): void {
  if (process.env[KEEP_LAST_VALID_ENV]) lastValid.set(path.join(root, definition.directory), entries);
}

/** The one entry of a dataset kept as a single file (`file` in its definition). */
export function readSingle<Data>(
  definition: DatasetDefinition<Data> & { file: string },
  root?: string,
): Data {
  const [entry] = readChecked(definition, root);
  if (!entry)
    throw new ContentError([
      { file: `${definition.directory}/${definition.file}`, path: [], message: "the file is missing" },
    ]);
  return entry.data;
}
