import { describe, expect, it } from "vitest";

import { loadDataset, loadEvents } from "@/lib/content/load";
import { pastParksWeeks } from "@/lib/events";

import {
  activityGroups,
  parksWeekAbout,
  parksWeekRule,
  participationPaths,
  pastEditions,
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
    const toolkit = loadDataset("parksWeekToolkit");
    expect(toolkit.map((resource) => resource.title)).toEqual([
      "Event planning guide",
      "Branding materials",
      "Social media kit",
    ]);
    expect(resourcesIntro.status).toBe("Coming Soon");
    for (const resource of toolkit) expect(resource).not.toHaveProperty("link");
  });

  it("sources every past edition, newest first, with the days it was held", () => {
    const editions = pastParksWeeks(loadEvents());
    const shown = pastEditions(editions);
    expect(shown.map((edition) => [edition.year, edition.dates])).toEqual([
      [2025, "28 April - 4 May 2025"],
      [2024, "28 April - 5 May 2024"],
      [2022, "23 April - 1 May 2022"],
      [2020, "25 April - 3 May 2020"],
      [2018, "28 April - 6 May 2018"],
      [2017, "1-7 May 2017"],
    ]);
    for (const edition of editions) expect(edition.source).toMatch(/^https?:\/\//);
  });

  it("lists an edition only once it is over", () => {
    const events = loadEvents();
    expect(pastParksWeeks(events, "2025-05-04").map((edition) => edition.start)).not.toContain("2025-04-28");
    expect(pastParksWeeks(events, "2025-05-05").map((edition) => edition.start)).toContain("2025-04-28");
  });
});
