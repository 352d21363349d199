import type { APIRoute, GetStaticPaths } from "astro";

import { calendarEvents } from "@/lib/calendar-events";
import { calendarFile } from "@/lib/ics";

/** Built once, so every file of a build carries the same DTSTAMP and the same "next" Parks Week. */
const BUILT_AT = new Date();

/** 'Add to calendar' files, written into the build: /calendar/<event>.ics. */
export const getStaticPaths = (() =>
  Object.keys(calendarEvents(BUILT_AT)).map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const event = calendarEvents(BUILT_AT)[params.file ?? ""];
  if (!event) return new Response("Not found", { status: 404 });
  return new Response(calendarFile(event, BUILT_AT), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
};
