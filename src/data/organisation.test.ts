import { describe, expect, it } from "vitest";

import { milestones, mission, strategicGoals, strategicPlan, vision } from "./organisation";

describe("who we are (docs/product.md §2)", () => {
  it("has a sourced mission and vision", () => {
    expect(mission.source).toMatch(/^https:\/\//);
    expect(vision.source).toMatch(/^https:\/\//);
  });

  it("tells the story in 1957, 2010, 2015 (April) and 2025", () => {
    expect(milestones.map((milestone) => milestone.year)).toEqual([1957, 2010, 2015, 2025]);
    expect(milestones[0]?.title).toMatch(/international parks federation/i);
    expect(milestones[1]?.title).toMatch(/international alliance/i);
    expect(milestones[2]?.title).toMatch(/April/);
    expect(milestones[3]?.title).toMatch(/brand/);
    expect(milestones[3]?.title).toMatch(/plan/);
  });

  it("marks the 2010 milestone as a sample: no source gives it yet", () => {
    expect(
      milestones.filter((milestone) => "sample" in milestone).map((milestone) => milestone.year),
    ).toEqual([2010]);
  });
});

describe("strategic plan (docs/product.md §2)", () => {
  it("covers 2025-2030 with a vision and an ambition by 2030", () => {
    expect(strategicPlan.period).toBe("2025-2030");
    expect(strategicPlan.ambition).toMatch(/2030/);
    expect(strategicPlan.vision).not.toBe("");
  });

  it("has the five goals in order", () => {
    expect(strategicGoals.map((goal) => goal.title)).toEqual([
      "Global presence in all five regions",
      "Innovation and excellence",
      "A platform for growing park leaders",
      "An advocacy framework",
      "Financial foundation",
    ]);
    expect(strategicGoals.map((goal) => goal.number)).toEqual([1, 2, 3, 4, 5]);
  });
});
