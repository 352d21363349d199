import { describe, expect, it } from "vitest";

import { loadDataset, loadEvents } from "@/lib/content/load";
import { formatDayRange } from "@/lib/event-dates";
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

  it("lists every past edition newest first, with the days it was held", () => {
    const editions = pastParksWeeks(loadEvents());
    const shown = pastEditions(editions);
    const years = shown.map((edition) => edition.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(shown.map((edition) => edition.dates)).toEqual(editions.map((edition) => formatDayRange(edition)));
  });

  it("writes a past edition's days with an en dash, as every date on the site", () => {
    const [edition] = pastEditions([{ kind: "parks-week", start: "2017-05-01", end: "2017-05-07" }]);
    expect(edition?.dates).toBe("1–7 May 2017");
  });

  it("lists an edition only once it is over", () => {
    const events = loadEvents();
    expect(pastParksWeeks(events, "2025-05-04").map((edition) => edition.start)).not.toContain("2025-04-28");
    expect(pastParksWeeks(events, "2025-05-05").map((edition) => edition.start)).toContain("2025-04-28");
  });
});
