import { describe, expect, it } from "vitest";

import { findEventDay } from "./event-day";

describe("findEventDay", () => {
  it.each([
    ["A live, free webinar on 10 December 2026 for members", "2026-12-10"],
    ["On 18 February 2027 a panel of park managers", "2027-02-18"],
    ["Join us December 3, 2026 at 9am", "2026-12-03"],
    ["Thursday 3rd March 2027", "2027-03-03"],
    ["march 3rd 2027", "2027-03-03"],
  ])("reads the day in %j", (text, day) => {
    expect(findEventDay(text)).toBe(day);
  });

  it("takes the first day written when there are several", () => {
    expect(findEventDay("Moved from 12 May 2026 to June 2, 2026")).toBe("2026-05-12");
    expect(findEventDay("Moved from June 2, 2026 to 12 May 2026")).toBe("2026-06-02");
  });

  it.each(["No date yet", "30 February 2026", "December 2026", "10/12/2026", ""])(
    "finds no day in %j",
    (text) => {
      expect(findEventDay(text)).toBeUndefined();
    },
  );

  it("reads a hostile, very long text in linear time", () => {
    const text = `${"1 December ".repeat(50_000)}x ${"December 1".repeat(50_000)}`;
    const start = performance.now();
    expect(findEventDay(text)).toBeUndefined();
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
