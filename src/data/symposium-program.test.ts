import { describe, expect, it } from "vitest";

import type { ProgrammeDayData, SessionData } from "@/content/schemas/programme-day";
import type { SpeakerData } from "@/content/schemas/speaker";
import { isSampleProgramme, programmeOf, programmeSymposium } from "@/lib/programme";
import { fixtureSymposium } from "@/test/event-fixtures";
import { presentedProgramme } from "@/test/events";

import {
  DEFAULT_DAY,
  PROGRAM_FIRST_START,
  PROGRAM_LAST_END,
  programCopy,
  programSampleNote,
  SPEAKERLESS_SESSION_TITLES,
  sessionBounds,
  sessionCount,
  showsSpeakers,
  totalSessions,
} from "./symposium-program";
import { type Session, sessionTypes, type SymposiumDay } from "@/content/types";

// A programme the tests write themselves, for a symposium far from any real edition, so that what
// the editor changes in content/programme/ and content/speakers/ (a session, a speaker, next year's
// days) changes nothing here. What stays asserted literally is the code's own: the day ids, the
// default day, the speakerless titles of the spec, the session types and the page's wording.

type Entry<Data> = { id: string; data: Data };

const speakerFiles: readonly Entry<SpeakerData>[] = [
  {
    id: "ruth-kamau",
    data: {
      name: "Ruth Kamau",
      title: "Dr",
      position: "Head of Parks",
      company: "Fernvale City Council",
      photo: "events/speaker-kamau",
      email: "ruth.kamau@example.org",
      sample: true,
    },
  },
  {
    id: "tomas-virtanen",
    data: {
      name: "Tomas Virtanen",
      position: "Landscape Architect",
      company: "Lakeport Studio",
      sample: true,
    },
  },
  {
    id: "lena-park",
    data: {
      name: "Lena Park",
      position: "Director",
      company: "Harbour Parks Trust",
      source: "https://example.org/people/lena-park",
    },
  },
];

const [cocktail = "", lunch = ""] = SPEAKERLESS_SESSION_TITLES;

const session = (
  time: string,
  type: SessionData["type"],
  title: string,
  speakers: readonly string[] = [],
): SessionData => ({
  time,
  type,
  title,
  description: `What "${title}" covers, in a sentence the test writes.`,
  speakers: [...speakers],
});

/** A day of one keynote by `speakers`. */
const dayOf = (date: string, speakers: readonly string[]): Entry<ProgrammeDayData> => ({
  id: date,
  data: { date, sessions: [session("10:00 - 11:00", "Keynote", "A Keynote", speakers)] },
});

/** The symposium's days, listed out of date order, with a day before it and one of another year. */
const dayFiles: readonly Entry<ProgrammeDayData>[] = [
  {
    id: "2031-10-09",
    data: {
      date: "2031-10-09",
      sessions: [
        session("10:00 - 10:45", "Keynote", "Shade Before Asphalt", ["ruth-kamau"]),
        session("11:00 - 12:00", "Workshop", "Workshop: Planting Plans", ["tomas-virtanen"]),
        session("12:00 - 13:00", "Networking", lunch, ["ruth-kamau"]),
      ],
    },
  },
  {
    id: "2031-10-08",
    data: {
      date: "2031-10-08",
      sessions: [
        session("09:30 - 10:00", "Opening", "Opening of the 2031 Symposium", ["lena-park"]),
        session("10:00 - 11:00", "Panel", "Parks After Dark", ["tomas-virtanen", "lena-park"]),
      ],
    },
  },
  {
    id: "2031-10-10",
    data: {
      date: "2031-10-10",
      sessions: [session("19:00 - 20:00", "Networking", cocktail, ["tomas-virtanen"])],
    },
  },
  {
    id: "2031-10-07",
    data: { date: "2031-10-07", sessions: [session("10:00 - 11:00", "Workshop", "The Day Before")] },
  },
  {
    id: "2033-10-12",
    data: { date: "2033-10-12", sessions: [session("10:00 - 11:00", "Keynote", "Another Year")] },
  },
];

const symposium2031 = fixtureSymposium({ start: "2031-10-08", end: "2031-10-10" });
const programme: readonly SymposiumDay[] = programmeOf(symposium2031, dayFiles, speakerFiles);
const sessionsOf = (days: readonly SymposiumDay[]): Session[] => days.flatMap((day) => [...day.sessions]);
const speakerNamed = (name: string) => {
  const speaker = sessionsOf(programme)
    .flatMap((item) => item.speakers)
    .find((item) => item.name === name);
  if (!speaker) throw new Error(`the fixture programme has no speaker named ${name}`);
  return speaker;
};

describe("symposium programme content", () => {
  it("shows the symposium's own days, in date order, as day1, day2 and day3 (day1 by default), each with its session count", () => {
    expect(programme.map((day) => day.id)).toEqual(["day1", "day2", "day3"]);
    expect(programme.map((day) => day.date)).toEqual(["2031-10-08", "2031-10-09", "2031-10-10"]);
    expect(DEFAULT_DAY).toBe("day1");
    expect(programme.map(sessionCount)).toEqual([2, 3, 1]);
    expect(totalSessions(programme)).toBe(6);
    expect(totalSessions([])).toBe(0);
  });

  it("is the presented symposium's programme, or while it has no days yet the latest earlier one's", () => {
    const days = dayFiles.map((day) => day.data);
    const symposium2030 = fixtureSymposium({ start: "2030-10-09", end: "2030-10-11" });
    const symposium2033 = fixtureSymposium({ start: "2033-10-12", end: "2033-10-14" });
    const symposium2035 = fixtureSymposium({ start: "2035-10-10", end: "2035-10-12" });
    const symposia = [symposium2030, symposium2031, symposium2033, symposium2035];
    const shownFor = (current: typeof symposium2031) => programmeSymposium(symposia, current, days).name;
    expect(shownFor(symposium2031)).toBe("World Urban Parks 2031 Symposium");
    expect(shownFor(symposium2033)).toBe("World Urban Parks 2033 Symposium");
    expect(shownFor(symposium2035)).toBe("World Urban Parks 2033 Symposium");
    // A later symposium's days never stand in: with no earlier days, the presented one stays, without days.
    expect(shownFor(symposium2030)).toBe("World Urban Parks 2030 Symposium");
    expect(programmeOf(symposium2030, dayFiles, speakerFiles)).toEqual([]);
  });

  it("names each day's weekday from its own date", () => {
    expect(programme.map((day) => [day.date, day.dayName])).toEqual([
      ["2031-10-08", "Wednesday"],
      ["2031-10-09", "Thursday"],
      ["2031-10-10", "Friday"],
    ]);
  });

  it("reads a session's start and end from its 'HH:MM - HH:MM' slot, keeping each day's sessions in the file's order", () => {
    // The window the sample programme was written for; the editor may add sessions before or after it.
    expect([PROGRAM_FIRST_START, PROGRAM_LAST_END]).toEqual(["10:30", "18:30"]);
    expect(sessionBounds("10:30 - 11:15")).toEqual({ start: "10:30", end: "11:15" });
    expect(sessionBounds("17:45 - 18:30")).toEqual({ start: "17:45", end: "18:30" });
    const [, thursday] = programme;
    expect(thursday?.sessions.map((item) => sessionBounds(item.time))).toEqual([
      { start: "10:00", end: "10:45" },
      { start: "11:00", end: "12:00" },
      { start: "12:00", end: "13:00" },
    ]);
  });

  it("keeps each session's time, type, title and description as its file gives them, of the seven types", () => {
    expect(sessionTypes).toEqual([
      "Opening",
      "Keynote",
      "Panel",
      "Speed session",
      "Workshop",
      "Networking",
      "Awards",
    ]);
    const written = ["2031-10-08", "2031-10-09", "2031-10-10"].flatMap(
      (date) => dayFiles.find((day) => day.data.date === date)?.data.sessions ?? [],
    );
    expect(
      sessionsOf(programme).map(({ time, type, title, description }) => ({ time, type, title, description })),
    ).toEqual(written.map(({ time, type, title, description }) => ({ time, type, title, description })));
  });

  it("lists each session once a day in the programme the page shows (its time and title key its row)", () => {
    for (const day of presentedProgramme().days) {
      const keys = day.sessions.map((item) => `${item.time} ${item.title}`);
      expect(new Set(keys).size, day.date).toBe(keys.length);
    }
  });

  it("never shows speakers for 'Cocktail for Exhibitors & Speakers' and 'Lunch & Networking'", () => {
    expect(SPEAKERLESS_SESSION_TITLES).toEqual(["Cocktail for Exhibitors & Speakers", "Lunch & Networking"]);
    for (const title of SPEAKERLESS_SESSION_TITLES) {
      const [hosted] = sessionsOf(programme).filter((item) => item.title === title);
      // The file names its hosts; the page leaves them out.
      expect(hosted?.speakers.length, title).toBeGreaterThan(0);
      expect(hosted && showsSpeakers(hosted), title).toBe(false);
    }
    const keynote = sessionsOf(programme).find((item) => item.title === "Shade Before Asphalt");
    expect(keynote && showsSpeakers(keynote)).toBe(true);
    expect(
      showsSpeakers({ title: "Parks as Climate Infrastructure", speakers: [speakerNamed("Lena Park")] }),
    ).toBe(true);
    expect(showsSpeakers({ title: "Farewell Toast", speakers: [] })).toBe(false);
  });

  it("puts each session's speakers in it from their files, a drawn photo as its generated image", () => {
    const [wednesday] = programme;
    expect(wednesday?.sessions[1]?.speakers.map((speaker) => speaker.name)).toEqual([
      "Tomas Virtanen",
      "Lena Park",
    ]);
    expect(speakerNamed("Ruth Kamau")).toEqual({
      name: "Ruth Kamau",
      title: "Dr",
      position: "Head of Parks",
      company: "Fernvale City Council",
      photo: "/generated/images/events/speaker-kamau.jpg",
      email: "ruth.kamau@example.org",
      sample: true,
    });
    expect(speakerNamed("Tomas Virtanen")).not.toHaveProperty("photo");
    expect(() => programmeOf(symposium2031, [dayOf("2031-10-08", ["nobody"])], speakerFiles)).toThrow(
      "content/speakers/nobody.yaml",
    );
  });

  it("is an example while any of its speakers is a sample, and then says so for its number of days", () => {
    expect(isSampleProgramme(programme)).toBe(true);
    // Lena Park is sourced: a programme of hers alone is the final one.
    const sourcedOnly = programmeOf(symposium2031, [dayOf("2031-10-08", ["lena-park"])], speakerFiles);
    expect(sourcedOnly.map(sessionCount)).toEqual([1]);
    expect(isSampleProgramme(sourcedOnly)).toBe(false);
    // One sample among a session's speakers is enough.
    const mixed = programmeOf(
      symposium2031,
      [dayOf("2031-10-08", ["lena-park", "tomas-virtanen"])],
      speakerFiles,
    );
    expect(isSampleProgramme(mixed)).toBe(true);
    expect(isSampleProgramme([])).toBe(false);
    expect(programSampleNote(programme.length)).toBe(
      "This programme shows the shape of the three days: its sessions and speakers are examples until the final schedule is published.",
    );
    expect(programSampleNote(2)).toMatch(/^This programme shows the shape of the two days:/);
  });

  it("names a session row 'time, type: title', without repeating a type the title starts with", () => {
    expect(
      programCopy.sessionRowName({
        time: "11:00 - 11:45",
        type: "Keynote",
        title: "Parks as Climate Infrastructure",
      }),
    ).toBe("11:00 - 11:45, Keynote: Parks as Climate Infrastructure");
    expect(
      programCopy.sessionRowName({
        time: "14:00 - 15:00",
        type: "Speed session",
        title: "Speed Session: Small Parks",
      }),
    ).toBe("14:00 - 15:00, Speed Session: Small Parks");
    expect(sessionsOf(programme).map((item) => programCopy.sessionRowName(item))).toEqual([
      "09:30 - 10:00, Opening: Opening of the 2031 Symposium",
      "10:00 - 11:00, Panel: Parks After Dark",
      "10:00 - 10:45, Keynote: Shade Before Asphalt",
      "11:00 - 12:00, Workshop: Planting Plans",
      `12:00 - 13:00, Networking: ${lunch}`,
      `19:00 - 20:00, Networking: ${cocktail}`,
    ]);
  });
});
