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
});
