/**
 * The events and the programme as the pages present them, read from the data files through the
 * build's schemas (tests can't import `astro:content`): the 2025 events, as of the tests' day.
 */
import { isPresented } from "@/content/schemas/event";
import { loadEvents, readDataset } from "@/lib/content/load";
import { eventsOfKind, presentedEvents } from "@/lib/events";
import { programmeOf, programmeSymposium } from "@/lib/programme";

/** `value`, which a test needs to exist (a list's first item, say). */
export function defined<Value>(value: Value | undefined, what: string): Value {
  if (value === undefined) throw new Error(`the content has no ${what}`);
  return value;
}

export function presented() {
  return presentedEvents(loadEvents());
}

/** The programme /symposium-program shows: its symposium and its days, speakers in their sessions. */
export function presentedProgramme() {
  const events = loadEvents();
  const days = readDataset("programme");
  const symposium = programmeSymposium(
    eventsOfKind(events, "symposium").filter(isPresented),
    presentedEvents(events).symposium,
    days.map((day) => day.data),
  );
  return { symposium, days: programmeOf(symposium, days, readDataset("speakers")) };
}
