import { describe, expect, it } from "vitest";

import { awardCategoryIllustrations, awardIllustrations } from "./award-illustrations";
import { awardCategories } from "./vocabulary";
import { winnerSchema } from "./winner";

const story = { description: "What the project did.", testimony: "What a visitor said." };
const sampleWinner = (detail: object) => ({
  order: 1,
  name: "Example Green",
  organization: "Example City Council",
  region: "Europe",
  category: "Neighborhood Parks Award",
  edition: 2025,
  sample: true,
  detail,
});

describe("a winner's story", () => {
  it("shows its category's own drawing when the entry lists no picture", () => {
    for (const detail of [story, { ...story, photos: [] }])
      expect(winnerSchema.parse(sampleWinner(detail)).detail?.photos).toEqual(["neighbourhood-playground"]);
  });

  it("shows the pictures the entry lists instead, when it lists some", () => {
    const detail = { ...story, photos: ["assets/images/awards/forest-trail.svg"] };
    expect(winnerSchema.parse(sampleWinner(detail)).detail?.photos).toEqual(["forest-trail"]);
  });

  it("gives every category a drawing of its own", () => {
    const drawings = awardCategories.map((category) => awardCategoryIllustrations[category]);
    expect(new Set(drawings).size).toBe(awardCategories.length);
    for (const drawing of drawings) expect(awardIllustrations[drawing]).toMatch(/^Illustration of /);
  });
});
