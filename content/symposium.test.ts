import { describe, expect, it } from "vitest";

import { symposiaBefore } from "@/lib/events";
import { loadEvents } from "@/lib/content/load";
import { presented } from "@/test/events";

import {
  pastSymposia,
  pastSymposiaIntro,
  symposiumActions,
  symposiumFacts,
  symposiumLinks,
  symposiumRegistration,
  symposiumStatus,
} from "./symposium";

const { symposium } = presented();

describe("symposium content", () => {
  it("takes place on 8-10 October 2025 at the Istanbul Fair Centre, Istanbul, Türkiye", () => {
    expect(symposium).toMatchObject({
      name: "World Urban Parks 2025 Symposium",
      start: "2025-10-08",
      end: "2025-10-10",
      venue: "Istanbul Fair Centre",
      city: "Istanbul",
      country: "Türkiye",
    });
    expect(symposiumFacts(symposium).map((fact) => fact.value)).toEqual([
      "8-10 October 2025",
      "Istanbul Fair Centre",
      "Istanbul, Türkiye",
    ]);
  });

  it("registers on external pages and links the programme internally", () => {
    const links = symposiumLinks(symposium);
    expect(links.registerNow).toMatch(/^https:\/\//);
    expect(links.registerInterest).toMatch(/^https:\/\//);
    expect(links.venueMap).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    expect(symposiumActions(symposium, { hasProgramme: true }).viewProgram?.href).toBe("/symposium-program");
  });

  it("names the event its buttons are for, from its year", () => {
    expect(symposiumActions(symposium, { hasProgramme: true })).toMatchObject({
      registerNow: { label: "Register Now", hint: "for the 2025 Symposium" },
      calendarEventName: "the 2025 Symposium",
    });
  });

  it("highlights keynote speakers, concurrent sessions and the awards ceremony", () => {
    expect(symposium.highlights.map((highlight) => highlight.title)).toEqual([
      "Keynote speakers",
      "Concurrent sessions",
      "Awards ceremony",
    ]);
  });

  it("says registration opens February 2025 (from its window) and early bird opens soon", () => {
    expect(symposium.registration?.opens).toBe("2025-02-01");
    expect(symposiumRegistration(symposium).statuses.map((status) => status.label)).toEqual([
      "Registration opens February 2025",
      "Early bird opens soon",
    ]);
  });

  it("offers no programme while the symposium has none yet", () => {
    expect(symposiumActions(symposium, { hasProgramme: false })).not.toHaveProperty("viewProgram");
    const { on, past } = symposiumStatus(symposium, { hasProgramme: false });
    expect(on.links).toEqual([]);
    expect(past.links.map((link) => link.href)).toEqual(["/wup-awards/winners"]);
  });

  it("says what happened once it is over, with the days and the city", () => {
    const { on, past } = symposiumStatus(symposium, { hasProgramme: true });
    expect(on.title).toBe("On now: 8–10 October 2025 in Istanbul");
    expect(past.title).toBe("Held 8–10 October 2025 in Istanbul");
    expect(past.links.map((link) => link.href)).toEqual(["/symposium-program", "/wup-awards/winners"]);
  });

  it("lists the two earlier Istanbul symposia, each sourced, as its previous editions", () => {
    const previous = symposiaBefore(loadEvents(), symposium);
    expect(pastSymposia(previous)).toEqual([
      {
        year: 2023,
        dates: "16-17 November 2023",
        venue: "Istanbul Fair Centre",
        theme: "Adapt and Recover: celebrating the power of parks",
      },
      {
        year: 2024,
        dates: "13-14 November 2024",
        venue: "Istanbul Fair Centre",
        theme: "Growing Healthy and Resilient Cities",
      },
    ]);
    for (const edition of previous) expect(edition.source).toMatch(/^https:\/\//);
    expect(pastSymposiaIntro(previous).title).toBe("Building on two Istanbul symposia");
  });
});
