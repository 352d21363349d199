import { describe, expect, it } from "vitest";

import { countUpSteps, countUpTicks, countUpValue, formatCount } from "./count-up";

describe("countUpTicks", () => {
  it("divides the duration into 50 ms ticks", () => {
    expect(countUpTicks(2000, 50)).toBe(40);
    expect(countUpTicks(2500, 50)).toBe(50);
    expect(countUpTicks(1800, 50)).toBe(36);
    expect(countUpTicks(1500, 50)).toBe(30);
  });

  it("takes at least one tick", () => {
    expect(countUpTicks(0, 50)).toBe(1);
  });
});

describe("countUpValue", () => {
  it("starts at 0", () => {
    expect(countUpValue(1000, 0, 50)).toBe(0);
  });

  it("grows linearly without passing the target", () => {
    expect(countUpValue(1000, 25, 50)).toBe(500);
    expect(countUpValue(30, 1, 40)).toBe(0);
    expect(countUpValue(30, 39, 40)).toBe(29);
  });

  it("lands exactly on the target at the last tick and stays there", () => {
    expect(countUpValue(30, 40, 40)).toBe(30);
    expect(countUpValue(30, 45, 40)).toBe(30);
  });
});

describe("countUpSteps", () => {
  it("paints one value per tick after 0, ending on the target at the end of the duration", () => {
    const steps = countUpSteps(30, 2000, 50);
    expect(steps).toHaveLength(40);
    expect(steps[0]).toBe(0);
    expect(steps[19]).toBe(15);
    expect(steps.at(-1)).toBe(30);
    expect(steps.slice(0, -1).every((value) => value < 30)).toBe(true);
  });

  it("never goes down", () => {
    const steps = countUpSteps(1000, 2500, 50);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });

  it("is the target alone under reduced motion", () => {
    expect(countUpSteps(1000, 2500, 50, true)).toEqual([1000]);
  });
});

describe("formatCount", () => {
  it("writes numbers as the spec does by default", () => {
    expect(formatCount(1000)).toBe("1000");
  });

  it("groups thousands when asked", () => {
    expect(formatCount(2847, true)).toBe("2,847");
  });
});
