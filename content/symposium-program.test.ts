import { describe, expect, it } from "vitest";

import { isSampleProgramme } from "@/lib/programme";
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
import { type Session, sessionTypes } from "./types";

const { symposium, days: symposiumDays } = presentedProgramme();
const allSessions: readonly Session[] = symposiumDays.flatMap((day): readonly Session[] => day.sessions);
const programSpeakers = [...new Set(allSessions.flatMap((session) => session.speakers))];

describe("symposium programme content", () => {
  it("is the 2025 Symposium's: three days, day1 by default, with 8, 13 and 13 sessions (34 in all)", () => {
    expect(symposium.name).toBe("World Urban Parks 2025 Symposium");
    expect(symposiumDays.map((day) => day.id)).toEqual(["day1", "day2", "day3"]);
    expect(DEFAULT_DAY).toBe("day1");
    expect(symposiumDays.map(sessionCount)).toEqual([8, 13, 13]);
    expect(totalSessions(symposiumDays)).toBe(34);
  });

  it("runs on 8, 9 and 10 October 2025", () => {
    expect(symposiumDays.map((day) => [day.date, day.dayName])).toEqual([
      ["2025-10-08", "Wednesday"],
      ["2025-10-09", "Thursday"],
      ["2025-10-10", "Friday"],
    ]);
  });

  it("keeps every session between 10:30 and 18:30, each day starting at 10:30 and ending at 18:30", () => {
    for (const session of allSessions) {
      const { start, end } = sessionBounds(session.time);
      expect(session.time).toMatch(/^\d{2}:\d{2} - \d{2}:\d{2}$/);
      expect(start >= PROGRAM_FIRST_START && end <= PROGRAM_LAST_END && start < end, session.title).toBe(
        true,
      );
    }
    for (const day of symposiumDays) {
      const bounds = day.sessions.map((session) => sessionBounds(session.time));
      expect(bounds[0]?.start).toBe("10:30");
      expect(bounds.at(-1)?.end).toBe("18:30");
      const starts = bounds.map((bound) => bound.start);
      expect(starts).toEqual([...starts].sort());
    }
  });

  it("gives every session a unique time and title, a description and a known type, using all seven types", () => {
    const keys = allSessions.map((session) => `${session.time} ${session.title}`);
    expect(new Set(keys).size).toBe(allSessions.length);
    for (const session of allSessions) {
      expect(session.title).not.toBe("");
      expect(session.description.length).toBeGreaterThan(30);
    }
    expect(new Set(allSessions.map((session) => session.type))).toEqual(new Set(sessionTypes));
  });

  it("never shows speakers for 'Cocktail for Exhibitors & Speakers' and 'Lunch & Networking'", () => {
    for (const title of SPEAKERLESS_SESSION_TITLES) {
      const matches = allSessions.filter((session) => session.title === title);
      expect(matches, title).toHaveLength(1);
      const [session] = matches;
      expect(session?.speakers.length).toBeGreaterThan(0);
      expect(session && showsSpeakers(session)).toBe(false);
    }
    expect(showsSpeakers({ title: "Parks as Climate Infrastructure", speakers: programSpeakers })).toBe(true);
    expect(showsSpeakers({ title: "Farewell Toast", speakers: [] })).toBe(false);
  });

  it("uses only fictional sample speakers, with example.org e-mails and drawn photos for some", () => {
    expect(programSpeakers).toHaveLength(14);
    expect(isSampleProgramme(symposiumDays)).toBe(true);
    expect(programSampleNote(symposiumDays.length)).toMatch(
      /^This programme shows the shape of the three days:/,
    );
    for (const speaker of programSpeakers) {
      expect(speaker.sample).toBe(true);
      if (speaker.email) expect(speaker.email).toMatch(/@example\.org$/);
    }
    const withPhoto = programSpeakers.filter((speaker) => speaker.photo);
    expect(withPhoto.length).toBeGreaterThan(0);
    expect(withPhoto.length).toBeLessThan(programSpeakers.length);
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
    for (const session of allSessions) expect(programCopy.sessionRowName(session)).not.toMatch(/(\w+): \1:/i);
  });
});
