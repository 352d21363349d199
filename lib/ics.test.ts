import { describe, expect, it } from "vitest";

import { presented } from "@/test/events";

import { calendarEvents } from "./calendar-events";
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

const stamp = new Date("2026-11-23T07:30:00Z");
const ids = { symposium: "symposium-2025", studyTour: "study-tour-france-2025" };

describe("calendar files", () => {
  const events = calendarEvents(stamp, presented(), ids);

  it("exist for the symposium, the study tour and the next Parks Week", () => {
    expect(Object.keys(events).sort()).toEqual(["parks-week.ics", "study-tour.ics", "symposium.ics"]);
  });

  for (const [file, event] of Object.entries(events)) {
    it(`${file} is a valid all-day VEVENT with UID, DTSTAMP, dates, location and URL`, () => {
      const text = calendarFile(event, stamp);
      for (const line of text.split("\r\n"))
        expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      const { calendar, properties } = parseIcs(text);
      expect(calendar).toContain("VERSION:2.0");
      expect(calendar.some((line) => line.startsWith("PRODID:"))).toBe(true);
      expect(properties.get("UID")).toMatch(/^[\w-]+@worldurbanparks\.org$/);
      expect(properties.get("DTSTAMP")).toBe("20261123T073000Z");
      const dtstart = properties.get("DTSTART;VALUE=DATE") ?? "";
      const dtend = properties.get("DTEND;VALUE=DATE") ?? "";
      expect(dtstart).toMatch(/^\d{8}$/);
      expect(dtend > dtstart).toBe(true);
      expect(properties.get("SUMMARY")).toBe(escapeText(event.title));
      expect(properties.get("LOCATION")).toBe(escapeText(event.location));
      expect(properties.get("URL")).toMatch(/^https:\/\/example\.org\//);
    });
  }

  it("put the symposium on 8-10 October 2025 (DTEND is the day after)", () => {
    const { properties } = parseIcs(calendarFile(events["symposium.ics"]!, stamp));
    expect(properties.get("DTSTART;VALUE=DATE")).toBe("20251008");
    expect(properties.get("DTEND;VALUE=DATE")).toBe("20251011");
    expect(properties.get("LOCATION")).toBe("Istanbul Fair Centre\\, Istanbul\\, Türkiye");
    expect(properties.get("UID")).toBe("symposium-2025@worldurbanparks.org");
  });

  it("put the study tour on 3-4 December 2025 and Parks Week in the last week of next April", () => {
    const tour = parseIcs(calendarFile(events["study-tour.ics"]!, stamp)).properties;
    expect([tour.get("DTSTART;VALUE=DATE"), tour.get("DTEND;VALUE=DATE")]).toEqual(["20251203", "20251205"]);
    const week = parseIcs(calendarFile(events["parks-week.ics"]!, stamp)).properties;
    expect([week.get("DTSTART;VALUE=DATE"), week.get("DTEND;VALUE=DATE")]).toEqual(["20270426", "20270503"]);
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
