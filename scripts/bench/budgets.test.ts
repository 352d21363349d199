import { describe, expect, it } from "vitest";

import { paintMissesOf, readBudgets } from "./budgets";
import type { RunResult } from "./lighthouse";

const budgets = readBudgets("bench/budgets.json");
const slack = budgets.paintMaxAboveScriptsRemovedMs;

/** A run that painted at `fcpMs` and `lcpMs`; the other numbers do not matter here. */
const run = (fcpMs: number, lcpMs: number): RunResult => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs,
  lcpMs,
  lcpElement: "p",
  cls: 0,
  tbtMs: 0,
  transferBytes: 0,
  documentBytes: 0,
  jsBytes: 0,
});

const copy = [run(760, 1200), run(770, 1210), run(750, 1205), run(765, 1068), run(780, 1207)];

describe("paintMissesOf (a text route paints as its scripts-removed copy does)", () => {
  it("holds every run of the page to the copy's median, not to one run of the copy that was fast by chance", () => {
    const page = [run(754, 1204), run(752, 1202), run(753, 1203), run(757, 1207), run(754, 1204)];
    expect(paintMissesOf("/study-tour", { scripted: page, noscript: copy }, budgets)).toEqual([]);
  });

  it("flags each run of the page that paints more than the slack above the copy's median, even when the median does not", () => {
    const late = 1205 + slack + 1;
    const page = [
      run(754, 1204),
      run(752, late),
      run(753, 1203),
      run(757 + slack + 10, 1207),
      run(754, 1204),
    ];
    const misses = paintMissesOf("/study-tour", { scripted: page, noscript: copy }, budgets);
    expect(misses.map((miss) => miss.message)).toEqual([
      `run 2: LCP ${late} ms > 1205 ms without scripts (median) + ${slack} ms`,
      `run 4: FCP ${757 + slack + 10} ms > 765 ms without scripts (median) + ${slack} ms`,
    ]);
  });

  it("does not hold feed routes to it", () => {
    const [feed] = budgets.feedRoutes;
    const page = [run(2000, 3000)];
    expect(paintMissesOf(feed ?? "/blog", { scripted: page, noscript: copy }, budgets)).toEqual([]);
  });
});
