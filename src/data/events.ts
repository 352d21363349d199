/**
 * The events the site presents as of the build's day (lib/events.ts), read once from
 * content/events/ and content/programme/ through the same schemas and check as the collections
 * (lib/content/load.ts). The route list (src/data/pages.ts: each page's title, description and
 * hero, which also feed the site map, sitemap.xml and the share images) and the header's Events
 * menu need them as plain values, in every page and outside Astro; the pages themselves read the
 * collections with `getCollection`. Both read the same files and pick with the same rule.
 */
import { loadEntries, loadEvents } from "@/lib/content/load";
import { eventsOfKind, presentedEvents } from "@/lib/events";
import { programmeSymposium } from "@/lib/programme";

import { isPresented } from "@/content/schemas/event";

const events = loadEvents();

/** The awards edition, the symposium and the study tour the site presents. */
export const currentEvents = presentedEvents(events);

/** The symposium whose programme /symposium-program shows (the presented one once it has days). */
export const currentProgrammeSymposium = programmeSymposium(
  eventsOfKind(events, "symposium").filter(isPresented),
  currentEvents.symposium,
  loadEntries("programme"),
);
