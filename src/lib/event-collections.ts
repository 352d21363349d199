/**
 * The events as the pages read them from Astro's collections: the four folders of content/events/
 * (one per kind), each event tagged with its kind and named `<kind>-<file name>`, as
 * lib/content/load.ts `readEvents` reads them outside Astro. An edition still waiting on fields
 * copied from an earlier one is left out until the editor deals with them (lib/content/copies.ts).
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
