/**
 * The events the site presents as of the build's day, read once from content/events/ and content/programme/ as
 * plain values for the route list and the Events menu (docs/decisions/events-and-resources-as-data.md).
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
