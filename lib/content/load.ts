/**
 * Reads a dataset's YAML files outside Astro (tests, end-to-end specs, the provenance report),
 * through the same schemas the build uses, in page order. A dataset with a wrong entry throws with
 * every problem, worded as the content check words them.
 */
import type { z } from "astro/zod";

import { dataCollections, eventDatasets, type DataCollectionName } from "@/content/schemas";
import { eventsOf, type EventEntry } from "@/content/schemas/event";

import { editionsOnTheSite } from "./copies";
import { inPageOrder, inPageOrderWithIds } from "./page-order";
import { readChecked } from "./read";
import type { DatasetDefinition, DatasetEntry } from "./validate";

type DataOf<Name extends DataCollectionName> = z.infer<(typeof dataCollections)[Name]["schema"]>;

/** The datasets whose entries carry an `order` (their page order). */
export type OrderedCollectionName = {
  [Name in DataCollectionName]: DataOf<Name> extends { order: number } ? Name : never;
}[DataCollectionName];

/** A dataset's checked entries with their ids and files, in file-name order. */
export function readDataset<Name extends DataCollectionName>(
  name: Name,
  root?: string,
): readonly DatasetEntry<DataOf<Name>>[] {
  // Indexing the list by a generic name gives the union of every schema; the name picks one.
  const definition = dataCollections[name] as DatasetDefinition<DataOf<Name>>;
  return readChecked(definition, root);
}

/** A dataset as its page shows it: in order, without the `order` field. */
export function loadDataset<Name extends OrderedCollectionName>(name: Name, root?: string) {
  return inPageOrder(readDataset(name, root));
}

/** The same, each entry led by its id (the file name). */
export function loadDatasetWithIds<Name extends OrderedCollectionName>(name: Name, root?: string) {
  return inPageOrderWithIds(readDataset(name, root));
}

/** The data of every entry of a dataset, in file-name order (datasets without an `order`). */
export function loadEntries<Name extends DataCollectionName>(name: Name, root?: string): DataOf<Name>[] {
  return readDataset(name, root).map((entry) => entry.data);
}

const eventsRead = new Map<string, readonly DatasetEntry<EventEntry>[]>();

/**
 * Every event of content/events/<kind>/, each with its kind and its id (`symposium-2025`), in
 * file-name order within each kind. Read once per process, like each dataset: the provenance
 * report counts an event once however many modules hold it.
 */
export function readEvents(root = process.cwd()): readonly DatasetEntry<EventEntry>[] {
  const known = eventsRead.get(root);
  if (known) return known;
  const events = eventsOf({
    symposium: readDataset(eventDatasets.symposium, root),
    "study-tour": readDataset(eventDatasets["study-tour"], root),
    awards: readDataset(eventDatasets.awards, root),
    "parks-week": readDataset(eventDatasets["parks-week"], root),
  });
  eventsRead.set(root, events);
  return events;
}

/** The data of every event the site presents: an edition waiting on copied fields is left out. */
export function loadEvents(root?: string): EventEntry[] {
  return editionsOnTheSite(readEvents(root)).map((entry) => entry.data);
}
