import { describe, expect, it } from "vitest";

import {
  fixtureAwards,
  fixtureListedSymposium,
  fixtureParksWeek,
  fixtureStudyTour,
  fixtureSymposium,
  type EventEntry,
} from "@/test/event-fixtures";

import { parksWeekOf } from "./event-dates";
import { datesOf, nextOrLatest, pastParksWeeks, presentedEvents, symposiaBefore } from "./events";

// Events the tests write themselves (test/event-fixtures.ts), so that an edition the editor
// adds or changes in content/events/ changes nothing here.
const listed = fixtureListedSymposium({ start: "2031-11-12", end: "2031-11-13" });
const symposium = fixtureSymposium({ start: "2032-10-06", end: "2032-10-08", opens: "2032-02-01" });
/** Next year's symposium, as an editor adds it: a copy of this year's file with its own facts. */
const nextSymposium = fixtureSymposium({ start: "2033-10-05", end: "2033-10-07", opens: "2033-03-01" });
const awards = fixtureAwards({
  start: "2032-10-06",
  end: "2032-10-08",
  opens: "2032-03-01",
  closes: "2032-07-31",
});
const studyTour = fixtureStudyTour({ start: "2032-12-01", end: "2032-12-02", opens: "2032-05-01" });
const parksWeeks = ["2028", "2030", "2032"].map((year) =>
  fixtureParksWeek({ start: `${year}-04-26`, end: `${year}-05-02` }),
);
const events: EventEntry[] = [listed, symposium, awards, studyTour, ...parksWeeks];
const withNextYear: EventEntry[] = [...events, nextSymposium];

describe("the event of each kind the site presents", () => {
  it("is the first one not over yet, else the latest", () => {
    const editions = [{ end: "2025-10-10" }, { end: "2026-10-09" }];
    expect(nextOrLatest(editions, "2025-06-01")).toBe(editions[0]);
    expect(nextOrLatest(editions, "2025-10-10")).toBe(editions[0]);
    expect(nextOrLatest(editions, "2025-10-11")).toBe(editions[1]);
    expect(nextOrLatest(editions, "2027-01-01")).toBe(editions[1]);
    expect(nextOrLatest([], "2025-01-01")).toBeUndefined();
  });

  it("is the same edition of each kind before, during and after it, while there is no later one", () => {
    for (const day of ["2032-06-01", "2032-10-07", "2040-01-01"]) {
      expect(presentedEvents(events, day)).toEqual({ awards, symposium, studyTour });
    }
  });

  it("moves on to next year's symposium once this year's is over, which then joins the previous editions", () => {
    expect(presentedEvents(withNextYear, symposium.end).symposium).toBe(symposium);
    expect(presentedEvents(withNextYear, "2032-10-09").symposium).toBe(nextSymposium);
    const previous = symposiaBefore(withNextYear, nextSymposium);
    expect(previous.map((edition) => edition.start)).toEqual([listed.start, symposium.start]);
  });

  it("never presents an earlier edition that has no page of its own", () => {
    expect(presentedEvents(events, "2030-01-01").symposium).toBe(symposium);
  });

  it("asks for an edition of each kind when one is missing", () => {
    expect(() => presentedEvents([listed, awards, studyTour])).toThrow(
      "content/events needs an awards edition, a symposium with its page fields and a study tour",
    );
  });
});

describe("an event's dates for lib/as-of.ts", () => {
  it("carry its days and its registration or application window", () => {
    expect(datesOf(awards)).toEqual({
      start: "2032-10-06",
      end: "2032-10-08",
      opens: "2032-03-01",
      closes: "2032-07-31",
    });
    expect(datesOf(symposium)).toEqual({ start: "2032-10-06", end: "2032-10-08", opens: "2032-02-01" });
    expect(datesOf(studyTour)).toEqual({ start: "2032-12-01", end: "2032-12-02", opens: "2032-05-01" });
    expect(datesOf(listed)).toEqual({ start: "2031-11-12", end: "2031-11-13" });
  });
});

describe("past World Parks Weeks", () => {
  it("are the editions over by the day, latest first", () => {
    expect(pastParksWeeks(events, "2032-06-01").map((edition) => edition.start.slice(0, 4))).toEqual([
      "2032",
      "2030",
      "2028",
    ]);
    // 2032's recorded week is still on; 2031 has no file and its week by the rule is over.
    expect(pastParksWeeks(events, "2032-05-02").map((edition) => edition.start.slice(0, 4))).toEqual([
      "2031",
      "2030",
      "2028",
    ]);
  });

  it("go on by the rule after the latest recorded edition, with no year skipped", () => {
    const past = pastParksWeeks(events, "2034-05-01");
    expect(past.map((edition) => edition.start.slice(0, 4))).toEqual([
      "2034",
      "2033",
      "2032",
      "2030",
      "2028",
    ]);
    expect(past[1]).toEqual({ kind: "parks-week", ...parksWeekOf(2033) });
    // Not yet over on its last day.
    expect(pastParksWeeks(events, parksWeekOf(2034).end)[0]?.start.slice(0, 4)).toBe("2033");
  });
});
