/**
 * The association's dated events: when each takes place and when its registration (or, for the
 * awards, applications) is open, with where each date comes from. Pages derive every event's state
 * from these dates and the as-of day (lib/as-of.ts): no page says "upcoming" by itself.
 * Windows no public source gives are `sample: true` until the association confirms them.
 */
import type { EventDates } from "@/lib/as-of";

import { STUDY_TOUR_END, STUDY_TOUR_START } from "./study-tour";
import { symposium } from "./symposium";
import type { Provenance } from "./types";

export type DatedEvent = { name: string; dates: EventDates } & Provenance;

/**
 * The WUP@10 Awards 2025: presented during the symposium (winners announced 8-10 October 2025).
 * No public source gives the application window: 3 March - 31 July 2025 is a sample.
 */
export const awards2025 = {
  name: "World Urban Parks Awards 2025",
  dates: { start: symposium.startDate, end: symposium.endDate, opens: "2025-03-03", closes: "2025-07-31" },
  sample: true,
} as const satisfies DatedEvent;

/** The 2025 Symposium; registration opened in February 2025 (SPEC §2 /symposium). */
export const symposium2025 = {
  name: symposium.name,
  dates: { start: symposium.startDate, end: symposium.endDate, opens: "2025-02-01" },
  source: symposium.source,
} as const satisfies DatedEvent;

/**
 * Study Tour France 2025 (SPEC §2, §9: 3-4 December 2025). No public source gives when early-bird
 * registration opened: 1 May 2025 is a sample.
 */
export const studyTour2025 = {
  name: "Study Tour France 2025",
  dates: { start: STUDY_TOUR_START, end: STUDY_TOUR_END, opens: "2025-05-01" },
  sample: true,
} as const satisfies DatedEvent;
