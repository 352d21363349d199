import { describe, expect, it } from "vitest";

import { formatLongDate, formatShortDate } from "./format";

describe("feed dates", () => {
  it("formats posts with a short month and episodes with a long one (en-US)", () => {
    expect(formatShortDate("2025-01-05T10:00:00")).toBe("Jan 5, 2025");
    expect(formatLongDate("2025-01-05T10:00:00")).toBe("January 5, 2025");
  });

  it("keeps the calendar day WordPress wrote, late at night included", () => {
    expect(formatShortDate("2025-12-31T23:59:59")).toBe("Dec 31, 2025");
  });

  it("shows 'Recent' for an invalid or missing date", () => {
    for (const date of ["", "not a date", "2025-02-30T00:00:00", undefined, null]) {
      expect(formatLongDate(date)).toBe("Recent");
      expect(formatShortDate(date)).toBe("Recent");
    }
  });

  it("never turns years 0000-0099 into 1900-1999: a year before 1000 is no publication date", () => {
    for (const date of [
      "0000-00-00T00:00:00",
      "0000-01-05",
      "0025-01-05T10:00:00",
      "0099-12-31",
      "0999-06-01",
    ]) {
      expect(formatShortDate(date)).toBe("Recent");
      expect(formatLongDate(date)).toBe("Recent");
    }
    expect(formatShortDate("1000-01-01")).toBe("Jan 1, 1000");
  });

  it("accepts WordPress's forms: a day, or a time with optional fraction and zone", () => {
    expect(formatShortDate("2025-01-05")).toBe("Jan 5, 2025");
    expect(formatShortDate("2025-01-05T10:00:00")).toBe("Jan 5, 2025");
    expect(formatShortDate("2025-01-05T10:00:00.123")).toBe("Jan 5, 2025");
    expect(formatShortDate("2025-01-05T10:00:00Z")).toBe("Jan 5, 2025");
    expect(formatShortDate("2025-01-05T23:30:00-05:00")).toBe("Jan 5, 2025");
    expect(formatLongDate("2025-01-05T00:30:00.5+13:00")).toBe("January 5, 2025");
  });

  it("shows 'Recent' for anything else, such as a valid start followed by more", () => {
    for (const date of [
      "2025-01-05garbage",
      "2025-01-05T",
      "2025-01-05T10:00",
      "2025-01-05 10:00:00",
      "2025-01-05T10:00:00ZZ",
      "2025-01-05T10:00:00+0500",
      "2025-01-05T24:00:00",
      "2025-01-05T10:60:00",
      "2025-01-05T10:00:61",
      "2025-01-05T10:00:00+25:00",
      " 2025-01-05",
      "2025-01-05\n",
      "2025-1-5",
      "+02025-01-05",
      "2025-13-01",
      "2025-00-10",
      "2025-01-00",
      "2025-01-05T10:00:00.",
      `2025-01-05T10:00:00.${"1".repeat(100_000)}x`,
    ]) {
      expect(formatShortDate(date), date.slice(0, 40)).toBe("Recent");
      expect(formatLongDate(date), date.slice(0, 40)).toBe("Recent");
    }
  });
});
