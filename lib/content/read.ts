/**
 * Reads one dataset's YAML files through its schema and throws with every problem, worded as the
 * content check words them. It imports no schema itself, so a content module can read its own
 * dataset at import (content/site.ts reads the contacts) without loading every other dataset.
 * A dataset is read once per process (and folder): a module that shows it and the provenance
 * report, which counts each entry once, see the same entries.
 */
import path from "node:path";

import { checkDataset, type DatasetDefinition, type DatasetEntry } from "./validate";

export class ContentError extends Error {
  override name = "ContentError";
  constructor(readonly problems: readonly string[]) {
    super(problems.join("\n"));
  }
}

const read = new Map<string, readonly DatasetEntry<unknown>[]>();

/** A dataset's checked entries with their ids and files, in file-name order. */
export function readChecked<Data>(
  definition: DatasetDefinition<Data>,
  root = process.cwd(),
): readonly DatasetEntry<Data>[] {
  const key = path.join(root, definition.directory);
  // The map holds each dataset under its own folder, read with its own schema.
  const known = read.get(key) as readonly DatasetEntry<Data>[] | undefined;
  if (known) return known;
  const { entries, problems } = checkDataset(definition, root);
  if (problems.length > 0) throw new ContentError(problems);
  read.set(key, entries);
  return entries;
}

/** The one entry of a dataset kept as a single file (`file` in its definition). */
export function readSingle<Data>(
  definition: DatasetDefinition<Data> & { file: string },
  root?: string,
): Data {
  const [entry] = readChecked(definition, root);
  if (!entry) throw new ContentError([`${definition.directory}/${definition.file}: the file is missing`]);
  return entry.data;
}
