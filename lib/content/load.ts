/**
 * Reads a dataset's YAML files outside Astro (tests, end-to-end specs, the provenance report),
 * through the same schemas the build uses, in page order. A dataset with a wrong entry throws with
 * every problem, worded as the content check words them.
 */
import type { z } from "astro/zod";

import { dataCollections, type DataCollectionName } from "@/content/schemas";

import { inPageOrder, inPageOrderWithIds } from "./page-order";
import { checkDataset, type DatasetDefinition, type DatasetEntry } from "./validate";

type DataOf<Name extends DataCollectionName> = z.infer<(typeof dataCollections)[Name]["schema"]>;

export class ContentError extends Error {
  override name = "ContentError";
  constructor(readonly problems: readonly string[]) {
    super(problems.join("\n"));
  }
}

/** A dataset's checked entries with their ids and files, in file-name order. */
export function readDataset<Name extends DataCollectionName>(
  name: Name,
  root?: string,
): DatasetEntry<DataOf<Name>>[] {
  // Indexing the list by a generic name gives the union of every schema; the name picks one.
  const definition = dataCollections[name] as DatasetDefinition<DataOf<Name>>;
  const { entries, problems } = checkDataset(definition, root);
  if (problems.length > 0) throw new ContentError(problems);
  return entries;
}

/** A dataset as its page shows it: in order, without the `order` field. */
export function loadDataset<Name extends DataCollectionName>(name: Name, root?: string) {
  return inPageOrder(readDataset(name, root));
}

/** The same, each entry led by its id (the file name). */
export function loadDatasetWithIds<Name extends DataCollectionName>(name: Name, root?: string) {
  return inPageOrderWithIds(readDataset(name, root));
}
