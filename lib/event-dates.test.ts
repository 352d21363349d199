import { describe, expect, it } from "vitest";

import {
  daysIn,
  dayRangeParts,
  formatDate,
  formatDayRange,
  formatLongDate,
  formatMonthFirstDate,
  formatMonthFirstDays,
  formatMonthYear,
  formatShortDay,
  formatWeekday,
  nextParksWeek,
  parksWeekOf,
} from "./event-dates";

describe("parksWeekOf", () => {
  it("runs from the last Monday of April to the following Sunday", () => {
    expect(parksWeekOf(2025)).toEqual({ start: "2025-04-28", end: "2025-05-04" });
    expect(parksWeekOf(2026)).toEqual({ start: "2026-04-27", end: "2026-05-03" });
    expect(parksWeekOf(2027)).toEqual({ start: "2027-04-26", end: "2027-05-02" });
  });

  it("starts on April 30 itself when that is a Monday", () => {
    expect(parksWeekOf(2029)).toEqual({ start: "2029-04-30", end: "2029-05-06" });
  });

  it("always starts on a Monday in the last seven days of April", () => {
    for (let year = 2025; year < 2060; year += 1) {
      const start = new Date(`${parksWeekOf(year).start}T00:00:00Z`);
      expect(start.getUTCDay()).toBe(1);
      expect(start.getUTCMonth()).toBe(3);
      expect(start.getUTCDate()).toBeGreaterThanOrEqual(24);
    }
  });
});

describe("nextParksWeek", () => {
  it("is this year's edition before and during it, and next year's once it has ended", () => {
    expect(nextParksWeek(new Date("2026-01-15T12:00:00Z"))).toEqual({
      year: 2026,
      start: "2026-04-27",
      end: "2026-05-03",
    });
    expect(nextParksWeek(new Date("2026-05-03T23:00:00Z")).year).toBe(2026);
    expect(nextParksWeek(new Date("2026-05-04T00:00:00Z"))).toEqual({
      year: 2027,
      start: "2027-04-26",
      end: "2027-05-02",
    });
  });
});

describe("date formatting", () => {
  it("formats a range across months with the year once, its ends apart for markup", () => {
    expect(formatDayRange({ start: "2026-04-27", end: "2026-05-03" })).toBe("27 April – 3 May 2026");
    expect(dayRangeParts({ start: "2026-04-27", end: "2026-05-03" })).toEqual({
      start: "27 April",
      separator: " – ",
      end: "3 May 2026",
    });
    expect(dayRangeParts({ start: "2029-04-23", end: "2029-04-29" })).toEqual({
      start: "23",
      separator: "–",
      end: "29 April 2029",
    });
  });

  it("formats a day and a weekday", () => {
    expect(formatDate("2025-12-03")).toBe("3 December 2025");
    expect(formatWeekday("2025-10-08")).toBe("Wednesday");
  });

  it("formats programme days", () => {
    expect(formatLongDate("2025-10-08")).toBe("Wednesday 8 October 2025");
    expect(formatShortDay("2025-10-10")).toBe("10 Oct");
  });
});

describe("formatDayRange", () => {
  it.each([
    [{ start: "2025-10-08", end: "2025-10-10" }, "8–10 October 2025"],
    [{ start: "2025-12-03", end: "2025-12-04" }, "3–4 December 2025"],
    [{ start: "2025-04-28", end: "2025-05-04" }, "28 April – 4 May 2025"],
    [{ start: "2025-12-30", end: "2026-01-02" }, "30 December 2025 – 2 January 2026"],
  ])("writes %j as %j", (range, text) => {
    expect(formatDayRange(range)).toBe(text);
  });
});

describe("event labels as the spec writes them", () => {
  it("writes the symposium's dates with a plain hyphen", () => {
    expect(formatDayRange({ start: "2025-10-08", end: "2025-10-10" }, "-")).toBe("8-10 October 2025");
    expect(formatDayRange({ start: "2025-04-28", end: "2025-05-04" }, "-")).toBe("28 April - 4 May 2025");
  });

  it("writes the study tour's days month first", () => {
    expect(formatMonthFirstDays({ start: "2025-12-03", end: "2025-12-04" })).toBe("Dec 3-4");
    expect(formatMonthFirstDays({ start: "2025-11-30", end: "2025-12-01" })).toBe("Nov 30 - Dec 1");
    expect(formatMonthFirstDate({ start: "2025-12-03", end: "2025-12-04" })).toBe("December 03-04, 2025");
    expect(formatMonthFirstDate({ start: "2025-11-30", end: "2025-12-01" })).toBe(
      "November 30 - December 01, 2025",
    );
    expect(formatMonthFirstDate({ start: "2025-12-30", end: "2026-01-02" })).toBe(
      "December 30, 2025 - January 02, 2026",
    );
  });

  it("names the month an event starts and counts its days", () => {
    expect(formatMonthYear("2025-02-01")).toBe("February 2025");
    expect(daysIn({ start: "2025-12-03", end: "2025-12-04" })).toBe(2);
    expect(daysIn({ start: "2025-10-08", end: "2025-10-08" })).toBe(1);
  });
});
