import { describe, expect, it } from "vitest";

import {
  activityGroups,
  parksWeekAbout,
  parksWeekEditions,
  parksWeekResources,
  parksWeekRule,
  participationPaths,
  resourcesIntro,
} from "./parks-week";

describe("parks week content", () => {
  it("is held in the last week of April", () => {
    expect(parksWeekRule.label).toBe("Every year in the last week of April");
  });

  it("explains what it is with its three sourced purposes", () => {
    expect(parksWeekAbout.purposes).toHaveLength(3);
    expect(parksWeekAbout.source).toMatch(/^https:\/\//);
  });

  it("has six activity groups, each with examples", () => {
    expect(activityGroups).toHaveLength(6);
    for (const group of activityGroups) expect(group.examples.length).toBeGreaterThanOrEqual(3);
  });

  it("explains how cities and organisations, and individuals, participate", () => {
    expect(participationPaths.map((path) => path.audience)).toEqual([
      "Cities and organisations",
      "Individuals",
    ]);
  });

  it("lists three resources, all Coming Soon", () => {
    expect(parksWeekResources.map((resource) => resource.title)).toEqual([
      "Event planning guide",
      "Branding materials",
      "Social media kit",
    ]);
    expect(resourcesIntro.status).toBe("Coming Soon");
    for (const resource of parksWeekResources) expect(resource).not.toHaveProperty("link");
  });

  it("sources every past edition, newest first", () => {
    const years = parksWeekEditions.map((edition) => edition.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    for (const edition of parksWeekEditions) expect(edition.source).toMatch(/^https?:\/\//);
  });
});
