import { calendarEvents } from "@/lib/calendar-events";
import { calendarFile } from "@/lib/ics";

export const dynamic = "force-static";
export const dynamicParams = false;

type Params = { file: string };

/** Built once, so every file of a build carries the same DTSTAMP and the same "next" Parks Week. */
const BUILT_AT = new Date();

/** 'Add to calendar' files, written into the static export at build time: /calendar/<event>.ics. */
export function generateStaticParams(): Params[] {
  return Object.keys(calendarEvents(BUILT_AT)).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }): Promise<Response> {
  const { file } = await params;
  const event = calendarEvents(BUILT_AT)[file];
  if (!event) return new Response("Not found", { status: 404 });
  return new Response(calendarFile(event, BUILT_AT), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
