import { describe, expect, it } from "vitest";

import { DEFAULT_SELECTION, parseSelection, selectionSearch } from "./selection";

describe("organisational fee selection in the URL", () => {
  it("defaults to an operating budget under 1 million in NZD", () => {
    expect(DEFAULT_SELECTION).toEqual({ budget: "less_than_1m", currency: "nzd" });
    expect(parseSelection("")).toEqual(DEFAULT_SELECTION);
  });

  it("reads a shared selection, in any letter case", () => {
    expect(parseSelection("?budget=10_to_40m&currency=eur")).toEqual({
      budget: "10_to_40m",
      currency: "eur",
    });
    expect(parseSelection("?currency=USD&budget=OVER_40M")).toEqual({ budget: "over_40m", currency: "usd" });
  });

  it("reads budget=none as no budget chosen ('Select budget')", () => {
    expect(parseSelection("?budget=none&currency=usd")).toEqual({ budget: null, currency: "usd" });
  });

  it("falls back to the defaults for unknown values", () => {
    expect(parseSelection("?budget=huge&currency=gbp")).toEqual(DEFAULT_SELECTION);
  });

  it("writes the selection and keeps other parameters", () => {
    expect(selectionSearch({ budget: "1_to_10m", currency: "usd" })).toBe("?budget=1_to_10m&currency=usd");
    expect(selectionSearch({ budget: null, currency: "nzd" }, "?utm_source=mail")).toBe(
      "?utm_source=mail&budget=none&currency=nzd",
    );
  });

  it("round-trips every selection", () => {
    for (const budget of ["less_than_1m", "1_to_10m", "10_to_40m", "over_40m", null] as const) {
      for (const currency of ["nzd", "usd", "eur"] as const) {
        expect(parseSelection(selectionSearch({ budget, currency }))).toEqual({ budget, currency });
      }
    }
  });
});
