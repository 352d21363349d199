import { describe, expect, it } from "vitest";

import { isWithin as pageScriptIsWithin } from "./browser/event-states";
import { buildAsOf, encodeSpans, isWithin, nextDay, phaseOn, spansOf, type EventDates } from "./as-of";

const symposium: EventDates = { start: "2025-10-08", end: "2025-10-10", opens: "2025-02-01" };
const awards: EventDates = {
  start: "2025-10-08",
  end: "2025-10-10",
  opens: "2025-03-03",
  closes: "2025-07-31",
};

describe("phaseOn", () => {
  it.each([
    ["2025-01-31", "upcoming"],
    ["2025-02-01", "open"],
    ["2025-06-01", "open"],
    ["2025-10-07", "open"],
    ["2025-10-08", "on"],
    ["2025-10-10", "on"],
    ["2025-10-11", "past"],
    ["2026-11-24", "past"],
  ])("the symposium on %s is %s", (day, phase) => {
    expect(phaseOn(symposium, day)).toBe(phase);
  });

  it("closes applications after their last day, and the event is upcoming until it starts", () => {
    expect(phaseOn(awards, "2025-07-31")).toBe("open");
    expect(phaseOn(awards, "2025-08-01")).toBe("upcoming");
  });

  it("knows no open state without a window", () => {
    expect(phaseOn({ start: "2025-12-03", end: "2025-12-04" }, "2025-12-01")).toBe("upcoming");
  });
});

describe("spansOf", () => {
  it("gives the days of each state", () => {
    expect(spansOf(symposium, ["upcoming", "open"])).toEqual([{ until: "2025-10-08" }]);
    expect(spansOf(symposium, ["on"])).toEqual([{ from: "2025-10-08", until: "2025-10-11" }]);
    expect(spansOf(symposium, ["past"])).toEqual([{ from: "2025-10-11" }]);
    expect(spansOf(awards, ["upcoming", "on"])).toEqual([
      { until: "2025-03-03" },
      { from: "2025-08-01", until: "2025-10-11" },
    ]);
  });

  it("covers every day exactly once across the four states", () => {
    const days = [
      "2025-01-01",
      "2025-03-03",
      "2025-07-31",
      "2025-08-01",
      "2025-10-08",
      "2025-10-10",
      "2025-10-11",
    ];
    for (const day of days) {
      const holding = (["upcoming", "open", "on", "past"] as const).filter((phase) =>
        isWithin(encodeSpans(spansOf(awards, [phase])), day),
      );
      expect(holding).toEqual([phaseOn(awards, day)]);
    }
  });
});

describe("isWithin", () => {
  const when = encodeSpans([{ until: "2025-03-03" }, { from: "2025-08-01", until: "2025-10-11" }]);

  it("reads the encoded spans", () => {
    expect(when).toBe("..2025-03-03 2025-08-01..2025-10-11");
    expect(isWithin(when, "2025-03-02")).toBe(true);
    expect(isWithin(when, "2025-03-03")).toBe(false);
    expect(isWithin(when, "2025-10-10")).toBe(true);
    expect(isWithin(when, "2025-10-11")).toBe(false);
  });

  it("answers as the page script's own copy does", () => {
    for (const day of ["2025-01-01", "2025-03-03", "2025-08-01", "2025-10-11", "2030-01-01"]) {
      for (const spans of [when, "2025-10-11..", "..", "..2025-01-01"]) {
        expect(pageScriptIsWithin(spans, day)).toBe(isWithin(spans, day));
      }
    }
  });
});

describe("as-of days", () => {
  it("pins SITE_DATE, or takes the build's date in UTC", () => {
    expect(buildAsOf("2025-06-01")).toEqual({ day: "2025-06-01", isPinned: true });
    expect(buildAsOf("", new Date("2026-11-24T23:30:00Z"))).toEqual({ day: "2026-11-24", isPinned: false });
  });

  it("counts days across months and years", () => {
    expect(nextDay("2025-12-31")).toBe("2026-01-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
  });
});
