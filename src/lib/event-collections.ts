/**
 * The events as the pages read them from Astro's collections, named `<kind>-<file name>` as lib/content/load.ts
 * reads them outside Astro; an edition still waiting on copied fields is left out
 * (docs/decisions/events-and-resources-as-data.md, docs/decisions/copied-editions.md).
 */
import { getCollection } from "astro:content";

import { eventsOf } from "@/content/schemas/event";
import { editionsOnTheSite } from "@/lib/content/copies";

/** An Astro entry as a dataset reader gives it: id, file and data. */
function asFile<Data>({ id, filePath, data }: { id: string; filePath?: string; data: Data }) {
  return { id, file: filePath ?? id, data };
}

export async function getEvents() {
  const [symposia, studyTours, awards, parksWeeks] = await Promise.all([
    getCollection("symposia"),
    getCollection("studyTours"),
    getCollection("awards"),
    getCollection("parksWeeks"),
  ]);
  return editionsOnTheSite(
    eventsOf({
      symposium: symposia.map(asFile),
      "study-tour": studyTours.map(asFile),
      awards: awards.map(asFile),
      "parks-week": parksWeeks.map(asFile),
    }),
  );
}
