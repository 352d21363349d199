import { describe, expect, it } from "vitest";

import type { EventEntry } from "@/content/schemas/event";
import type { ProgrammeDayData } from "@/content/schemas/programme-day";

import { readDataset, readEvents } from "./load";
import { checkReferences } from "./references";

const events = readEvents();
const programme = readDataset("programme");
const speakerIds = new Set(readDataset("speakers").map((entry) => entry.id));

type Entry<Data> = { id: string; file: string; data: Data };

/** The programme with one day's data changed. */
function withDay(file: string, change: (day: ProgrammeDayData) => ProgrammeDayData) {
  return programme.map((entry) => (entry.file === file ? { ...entry, data: change(entry.data) } : entry));
}

describe("rules across the event, programme and speaker files", () => {
  it("hold for the site's content", () => {
    expect(checkReferences({ events, programme, speakerIds })).toEqual([]);
  });

  it("name a session's speaker who has no file", () => {
    const broken = withDay("content/programme/2025-10-08.yaml", (day) => ({
      ...day,
      sessions: day.sessions.map((session, index) =>
        index === 1 ? { ...session, speakers: ["amara-osie"] } : session,
      ),
    }));
    expect(checkReferences({ events, programme: broken, speakerIds })).toEqual([
      "content/programme/2025-10-08.yaml: sessions → #2 → speakers → #1 must be the file name of a speaker in content/speakers/ (without .yaml), got 'amara-osie'",
    ]);
  });

  it("hold a programme day to the days of a symposium, one file per day", () => {
    const moved = withDay("content/programme/2025-10-10.yaml", (day) => ({ ...day, date: "2025-10-11" }));
    expect(checkReferences({ events, programme: moved, speakerIds })).toEqual([
      "content/programme/2025-10-10.yaml: date must be one of the days of a symposium in content/events/symposium/ (2023-11-16 to 2023-11-17 for symposium-2023, 2024-11-13 to 2024-11-14 for symposium-2024, 2025-10-08 to 2025-10-10 for symposium-2025), got '2025-10-11'",
    ]);
    const twice = withDay("content/programme/2025-10-10.yaml", (day) => ({ ...day, date: "2025-10-09" }));
    expect(checkReferences({ events, programme: twice, speakerIds })).toEqual([
      "content/programme/2025-10-10.yaml: date 2025-10-09 is already the day of content/programme/2025-10-09.yaml; keep one file per day",
    ]);
  });

  it("ask for an event of each kind the site presents", () => {
    const withoutTour = events.filter((entry) => entry.data.kind !== "study-tour");
    expect(checkReferences({ events: withoutTour, programme, speakerIds })).toEqual([
      "content/events/study-tour: needs a study tour: the home page and the events pages show the next event of each kind, so keep at least one",
    ]);
  });

  it("ask for a programme of a symposium the site presents", () => {
    const earlier: Entry<EventEntry>[] = events.filter((entry) => entry.id !== "symposium-2025");
    expect(checkReferences({ events: earlier, programme: [], speakerIds })).toContain(
      "content/events/symposium: needs a symposium with its page fields (summary, image, links, …): the home page and the events pages show the next event of each kind, so keep at least one",
    );
  });
});
