import { describe, expect, it } from "vitest";

import type { EventEntry, Symposium } from "@/content/schemas/event";
import { loadEvents } from "@/lib/content/load";

import {
  datesOf,
  eventsOfKind,
  nextOrLatest,
  pastParksWeeks,
  presentedEvents,
  symposiaBefore,
} from "./events";

const events = loadEvents();
const symposium2025 = eventsOfKind(events, "symposium").find((event) => event.start === "2025-10-08");
if (!symposium2025) throw new Error("no 2025 symposium");

/** Next year's symposium, as an editor adds it: a copy of this year's file with its own facts. */
const symposium2026: Symposium = {
  ...symposium2025,
  name: "World Urban Parks 2026 Symposium",
  start: "2026-10-07",
  end: "2026-10-09",
  city: "Lyon",
  registration: { opens: "2026-03-01", sample: true },
};
const withNextYear: EventEntry[] = [...events, symposium2026];

describe("the event of each kind the site presents", () => {
  it("is the first one not over yet, else the latest", () => {
    const editions = [{ end: "2025-10-10" }, { end: "2026-10-09" }];
    expect(nextOrLatest(editions, "2025-06-01")).toBe(editions[0]);
    expect(nextOrLatest(editions, "2025-10-10")).toBe(editions[0]);
    expect(nextOrLatest(editions, "2025-10-11")).toBe(editions[1]);
    expect(nextOrLatest(editions, "2027-01-01")).toBe(editions[1]);
    expect(nextOrLatest([], "2025-01-01")).toBeUndefined();
  });

  it("is the 2025 awards, symposium and study tour today, as before and after them", () => {
    for (const day of ["2025-06-01", "2026-11-24"]) {
      const { awards, symposium, studyTour } = presentedEvents(events, day);
      expect([awards.name, symposium.name, studyTour.name]).toEqual([
        "World Urban Parks Awards 2025",
        "World Urban Parks 2025 Symposium",
        "Study Tour France 2025",
      ]);
    }
  });

  it("moves on to next year's symposium once this year's is over, which then joins the previous editions", () => {
    expect(presentedEvents(withNextYear, "2025-10-10").symposium).toBe(symposium2025);
    expect(presentedEvents(withNextYear, "2025-10-11").symposium).toBe(symposium2026);
    const previous = symposiaBefore(withNextYear, symposium2026);
    expect(previous.map((edition) => edition.start)).toEqual(["2023-11-16", "2024-11-13", "2025-10-08"]);
  });

  it("never presents an earlier edition that has no page of its own", () => {
    expect(presentedEvents(events, "2023-01-01").symposium).toBe(symposium2025);
  });
});

describe("an event's dates for lib/as-of.ts", () => {
  it("carry its days and its registration or application window", () => {
    const { awards, symposium, studyTour } = presentedEvents(events, "2025-06-01");
    expect(datesOf(awards)).toEqual({
      start: "2025-10-08",
      end: "2025-10-10",
      opens: "2025-03-03",
      closes: "2025-07-31",
    });
    expect(datesOf(symposium)).toEqual({ start: "2025-10-08", end: "2025-10-10", opens: "2025-02-01" });
    expect(datesOf(studyTour)).toEqual({ start: "2025-12-03", end: "2025-12-04", opens: "2025-05-01" });
  });
});

describe("past World Parks Weeks", () => {
  it("are the editions over by the day, latest first", () => {
    expect(pastParksWeeks(events, "2025-06-01").map((edition) => edition.start.slice(0, 4))).toEqual([
      "2025",
      "2024",
      "2022",
      "2020",
      "2018",
      "2017",
    ]);
  });
});
