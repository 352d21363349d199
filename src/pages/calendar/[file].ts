import type { APIRoute, GetStaticPaths } from "astro";

import { calendarEvents } from "@/src/data/calendar-events";
import { presentedEvents } from "@/lib/events";
import { calendarFile } from "@/lib/ics";

import { getEvents } from "../../lib/event-collections";

/** Built once, so every file of a build carries the same DTSTAMP and the same "next" Parks Week. */
const BUILT_AT = new Date();

/** The symposium and study tour the site presents, with their files' names (the calendar ids). */
async function presented() {
  const entries = await getEvents();
  const events = presentedEvents(entries.map((entry) => entry.data));
  const idOf = (event: object) => entries.find((entry) => entry.data === event)?.id ?? "";
  return calendarEvents(BUILT_AT, events, {
    symposium: idOf(events.symposium),
    studyTour: idOf(events.studyTour),
  });
}

/** 'Add to calendar' files, written into the build: /calendar/<event>.ics. */
export const getStaticPaths = (async () =>
  Object.keys(await presented()).map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const event = (await presented())[params.file ?? ""];
  if (!event) return new Response("Not found", { status: 404 });
  return new Response(calendarFile(event, BUILT_AT), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
};
