import { describe, expect, it } from "vitest";

import { fixtureStudyTour, fixtureSymposium } from "@/test/event-fixtures";

import { calendarEvents } from "../src/data/calendar-events";
import { calendarFile, escapeText, foldLine } from "./ics";

/** A small RFC 5545 reader: unfolds lines and returns the VEVENT's properties. */
function parseIcs(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("END:VCALENDAR");
  const start = lines.indexOf("BEGIN:VEVENT");
  const end = lines.indexOf("END:VEVENT");
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  const properties = new Map<string, string>();
  for (const line of lines.slice(start + 1, end)) {
    const colon = line.indexOf(":");
    properties.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return { calendar: lines.slice(0, start), properties };
}

// Editions the tests write themselves (test/event-fixtures.ts), far from any real one, so that what
// the editor changes in content/events/ (a venue, the days, a new edition) changes nothing here. What
// stays asserted literally is the file format: its structure, the UID's form, DTEND the day after the
// last day, escaped text, folded lines, and World Parks Week in the last week of April by its rule.

const symposium = {
  ...fixtureSymposium({ start: "2031-10-08", end: "2031-10-10" }),
  venue: "Harbour Exhibition Hall",
  city: "Lakeport",
  country: "Examplia",
};
const studyTour = {
  ...fixtureStudyTour({ start: "2032-12-30", end: "2032-12-31" }),
  name: "Study Tour Examplia 2032: Lakeport, Riverton and Ōtāhuhu; parks, people and the places between",
  city: "Lakeport",
  country: "Examplia",
};
const ids = { symposium: "symposium-2031", studyTour: "study-tour-examplia-2032" };
/** In November, after the year's Parks Week: the next one is in April 2037 (30 April is a Thursday). */
const stamp = new Date("2036-11-23T07:30:45Z");

describe("calendar files", () => {
  const events = calendarEvents(stamp, { symposium, studyTour }, ids);
  const expected: Record<string, { uid: string; summary: string; location: string }> = {
    "symposium.ics": {
      uid: "symposium-2031@worldurbanparks.org",
      summary: symposium.name,
      location: "Harbour Exhibition Hall\\, Lakeport\\, Examplia",
    },
    "study-tour.ics": {
      uid: "study-tour-examplia-2032@worldurbanparks.org",
      summary:
        "Study Tour Examplia 2032: Lakeport\\, Riverton and Ōtāhuhu\\; parks\\, people and the places between",
      location: "Lakeport\\, Examplia",
    },
    ...Object.fromEntries(
      ["parks-week.ics", "parks-week-2037.ics", "parks-week-2038.ics", "parks-week-2039.ics"].map((file) => {
        const year = /\d{4}/.exec(file)?.[0] ?? "2037";
        const uid = `parks-week-${year}@worldurbanparks.org`;
        return [
          file,
          { uid, summary: `World Parks Week ${year}`, location: "Parks in cities around the world" },
        ];
      }),
    ),
  };

  it("exist for the symposium, the study tour and the next three Parks Weeks, the next one also as parks-week.ics", () => {
    expect(Object.keys(events).sort()).toEqual([
      "parks-week-2037.ics",
      "parks-week-2038.ics",
      "parks-week-2039.ics",
      "parks-week.ics",
      "study-tour.ics",
      "symposium.ics",
    ]);
    expect(events["parks-week.ics"]).toEqual(events["parks-week-2037.ics"]);
  });

  for (const [file, event] of Object.entries(events)) {
    it(`${file} is a valid all-day VEVENT with UID, DTSTAMP, dates, location and URL`, () => {
      const text = calendarFile(event, stamp);
      for (const line of text.split("\r\n"))
        expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      const { calendar, properties } = parseIcs(text);
      expect(calendar).toContain("VERSION:2.0");
      expect(calendar.some((line) => line.startsWith("PRODID:"))).toBe(true);
      expect(properties.get("UID")).toBe(expected[file]?.uid);
      expect(properties.get("DTSTAMP")).toBe("20361123T073045Z");
      const dtstart = properties.get("DTSTART;VALUE=DATE") ?? "";
      const dtend = properties.get("DTEND;VALUE=DATE") ?? "";
      expect(dtstart).toMatch(/^\d{8}$/);
      expect(dtend > dtstart).toBe(true);
      expect(properties.get("SUMMARY")).toBe(expected[file]?.summary);
      expect(properties.get("DESCRIPTION")).toBe(escapeText(event.description));
      expect(properties.get("LOCATION")).toBe(expected[file]?.location);
      expect(properties.get("URL")).toMatch(/^https:\/\/example\.org\//);
    });
  }

  it("fold the study tour's long name over continuation lines", () => {
    const lines = calendarFile(events["study-tour.ics"]!, stamp).split("\r\n");
    const summary = lines.findIndex((line) => line.startsWith("SUMMARY:"));
    expect(summary).toBeGreaterThan(0);
    expect(lines[summary + 1]).toMatch(/^ \S/);
  });

  it("put the symposium on its days (DTEND is the day after) at its venue, city and country, under its id", () => {
    const { properties } = parseIcs(calendarFile(events["symposium.ics"]!, stamp));
    expect(properties.get("DTSTART;VALUE=DATE")).toBe("20311008");
    expect(properties.get("DTEND;VALUE=DATE")).toBe("20311011");
    expect(properties.get("LOCATION")).toBe("Harbour Exhibition Hall\\, Lakeport\\, Examplia");
    expect(properties.get("UID")).toBe("symposium-2031@worldurbanparks.org");
  });

  it("put the study tour on its days (DTEND the day after, into the next year) and Parks Week in the last week of next April", () => {
    const tour = parseIcs(calendarFile(events["study-tour.ics"]!, stamp)).properties;
    expect([tour.get("DTSTART;VALUE=DATE"), tour.get("DTEND;VALUE=DATE")]).toEqual(["20321230", "20330101"]);
    const week = parseIcs(calendarFile(events["parks-week.ics"]!, stamp)).properties;
    expect([week.get("DTSTART;VALUE=DATE"), week.get("DTEND;VALUE=DATE")]).toEqual(["20370427", "20370504"]);
    // 30 April 2039 is a Saturday: that week runs from Monday 25 April.
    const later = parseIcs(calendarFile(events["parks-week-2039.ics"]!, stamp)).properties;
    expect([later.get("DTSTART;VALUE=DATE"), later.get("DTEND;VALUE=DATE")]).toEqual([
      "20390425",
      "20390502",
    ]);
  });

  it("put Parks Week in this April's last week while it is still on", () => {
    // 30 April 2038 is a Friday: the week runs from Monday 26 April to Sunday 2 May.
    const during = calendarEvents(new Date("2038-05-01T12:00:00Z"), { symposium, studyTour }, ids);
    const week = parseIcs(calendarFile(during["parks-week.ics"]!, stamp)).properties;
    expect(week.get("UID")).toBe("parks-week-2038@worldurbanparks.org");
    expect([week.get("DTSTART;VALUE=DATE"), week.get("DTEND;VALUE=DATE")]).toEqual(["20380426", "20380503"]);
  });
});

describe("iCalendar text", () => {
  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds long lines at 75 octets without splitting characters", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(80)}`);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"é".repeat(80)}`);
  });
});
