import { describe, expect, it } from "vitest";

import {
  pastSymposia,
  symposium,
  symposiumFacts,
  symposiumHeroActions,
  symposiumHighlights,
  symposiumLinks,
  symposiumRegistration,
} from "./symposium";

describe("symposium content", () => {
  it("takes place on 8-10 October 2025 at the Istanbul Fair Centre, Istanbul, Türkiye", () => {
    expect(symposium).toMatchObject({
      startDate: "2025-10-08",
      endDate: "2025-10-10",
      dateLabel: "8-10 October 2025",
      venue: "Istanbul Fair Centre",
      city: "Istanbul",
      country: "Türkiye",
    });
    expect(symposiumFacts.map((fact) => fact.value)).toEqual([
      "8-10 October 2025",
      "Istanbul Fair Centre",
      "Istanbul, Türkiye",
    ]);
  });

  it("registers on external pages and links the programme internally", () => {
    expect(symposiumLinks.registerNow.href).toMatch(/^https:\/\//);
    expect(symposiumLinks.registerInterest.href).toMatch(/^https:\/\//);
    expect(symposiumLinks.venueMap.href).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    expect(symposiumHeroActions.viewProgram.href).toBe("/symposium-program");
  });

  it("highlights keynote speakers, concurrent sessions and the awards ceremony", () => {
    expect(symposiumHighlights.map((highlight) => highlight.title)).toEqual([
      "Keynote speakers",
      "Concurrent sessions",
      "Awards ceremony",
    ]);
  });

  it("says registration opens February 2025 and early bird opens soon", () => {
    expect(symposiumRegistration.statuses.map((status) => status.label)).toEqual([
      "Registration opens February 2025",
      "Early bird opens soon",
    ]);
  });

  it("sources each previous Istanbul symposium", () => {
    expect(pastSymposia.map((edition) => edition.year)).toEqual([2023, 2024]);
    for (const edition of pastSymposia) expect(edition.source).toMatch(/^https:\/\//);
  });
});
