import { describe, expect, it } from "vitest";

import type { PresentedSymposium, Symposium } from "@/content/schemas/event";
import { symposiaBefore } from "@/lib/events";
import { fixtureListedSymposium, fixtureSymposium } from "@/test/event-fixtures";

import {
  pastSymposia,
  pastSymposiaIntro,
  symposiumActions,
  symposiumFacts,
  symposiumHighlightsIntro,
  symposiumLinks,
  symposiumRegistration,
  symposiumStatus,
} from "./symposium";

// Editions the tests write themselves (test/event-fixtures.ts), far from any real one, so that what
// the editor changes in content/events/symposium/ (a venue, a date, a new edition) changes nothing
// here. Whatever a file gives (the name, the days, the place, the links, the lines) is the fixture's;
// what stays asserted literally is the page's own wording.

/** A presented symposium of the tests' own, in a place of their own, with its own links. */
function symposiumIn(
  days: { start: string; end: string; name?: string; opens?: string },
  place: { venue: string; city: string; country: string },
): PresentedSymposium {
  const edition = fixtureSymposium(days);
  const year = days.start.slice(0, 4);
  return {
    ...edition,
    ...place,
    links: {
      register: { ...edition.links.register, href: `https://example.org/symposium-${year}/register` },
      registerInterest: {
        ...edition.links.registerInterest,
        href: `https://example.org/symposium-${year}/interest`,
      },
      venueMap: { ...edition.links.venueMap, href: `https://maps.example.org/?q=${year}` },
    },
    earlyBird: `Early bird for ${year} from the spring`,
    registrationText: `Places for ${year} are limited.`,
  };
}

/** An earlier edition, listed only, held in `city`, with a theme or none. */
function listedIn(days: { start: string; end: string }, city: string, theme?: string): Symposium {
  return {
    ...fixtureListedSymposium(days),
    venue: `${city} Congress Hall`,
    city,
    ...(theme ? { theme } : {}),
  };
}

const place = { venue: "Harbour Exhibition Hall", city: "Lakeport", country: "Examplia" };
const symposium = symposiumIn({ start: "2031-10-08", end: "2031-10-10", opens: "2031-03-15" }, place);

describe("symposium content", () => {
  it("gives its days, its venue and its city with the country, as its file has them", () => {
    expect(symposiumFacts(symposium)).toEqual([
      { icon: "calendar", label: "Dates", value: "8-10 October 2031" },
      { icon: "building", label: "Venue", value: place.venue },
      { icon: "map-pin", label: "City", value: `${place.city}, ${place.country}` },
    ]);
  });

  it("registers on the external pages its file gives and links the programme internally", () => {
    expect(symposiumLinks(symposium)).toEqual({
      registerNow: "https://example.org/symposium-2031/register",
      registerInterest: "https://example.org/symposium-2031/interest",
      venueMap: "https://maps.example.org/?q=2031",
    });
    expect(symposiumActions(symposium, { hasProgramme: true }).viewProgram).toMatchObject({
      label: "View Program",
      href: "/symposium-program",
    });
  });

  it("names the event its buttons are for from its year, not from its name", () => {
    const edition = symposiumIn({ start: "2033-09-20", end: "2033-09-22", name: "Parks Congress" }, place);
    expect(symposiumActions(edition, { hasProgramme: true })).toEqual({
      registerNow: { label: "Register Now", hint: "for the 2033 Symposium" },
      registerInterest: { label: "Register Interest", hint: "in the 2033 Symposium" },
      viewProgram: { label: "View Program", hint: "of the 2033 Symposium", href: "/symposium-program" },
      calendarEventName: "the 2033 Symposium",
    });
  });

  it("introduces its highlights, which its file gives, with the page's own headings", () => {
    // The highlight cards themselves are the file's (content/events/symposium/*.yaml), shown as given.
    expect(symposiumHighlightsIntro).toEqual({
      eyebrow: "Highlights",
      title: "What to expect",
      heldTitle: "What the symposium offered",
    });
  });

  it("says registration opens in the month of its window, then the early-bird line of its file", () => {
    expect(symposiumRegistration(symposium)).toEqual({
      eyebrow: "Registration",
      title: "Save your place",
      statuses: [
        { label: "Registration opens March 2031", icon: "calendar" },
        { label: symposium.earlyBird, icon: "ticket" },
      ],
      text: symposium.registrationText,
    });
  });

  it("says nothing of when registration opens while its window has no opening day", () => {
    const edition = symposiumIn({ start: "2034-10-11", end: "2034-10-13" }, place);
    expect(edition.registration).toBeUndefined();
    expect(symposiumRegistration(edition).statuses).toEqual([{ label: edition.earlyBird, icon: "ticket" }]);
  });

  it("offers no programme while the symposium has none yet", () => {
    expect(symposiumActions(symposium, { hasProgramme: false })).not.toHaveProperty("viewProgram");
    const { on, past } = symposiumStatus(symposium, { hasProgramme: false });
    expect(on.links).toEqual([]);
    expect(past.links.map((link) => link.href)).toEqual(["/wup-awards/winners"]);
  });

  it("says it is on, and what happened once it is over, with its days and its city", () => {
    const { on, past } = symposiumStatus(symposium, { hasProgramme: true });
    expect(on.title).toBe(`On now: 8–10 October 2031 in ${place.city}`);
    expect(on.text).toBe(symposium.onNow.text);
    expect(on.links.map((link) => link.href)).toEqual(["/symposium-program"]);
    expect(past.title).toBe(`Held 8–10 October 2031 in ${place.city}`);
    expect(past.text).toBe(symposium.held.text);
    expect(past.links).toEqual([
      { label: "View Program", hint: "of the 2031 Symposium", href: "/symposium-program" },
      { label: "See the Winners", hint: "of the 2031 World Urban Parks Awards", href: "/wup-awards/winners" },
    ]);
  });

  it("lists the earlier editions, earliest first, each with its year, days, venue and any theme", () => {
    const first = listedIn(
      { start: "2035-11-16", end: "2035-11-17" },
      "Lakeport",
      "Parks for every neighbourhood",
    );
    const second = listedIn({ start: "2036-11-13", end: "2036-11-14" }, "Lakeport");
    const current = symposiumIn({ start: "2037-10-07", end: "2037-10-09" }, place);
    const later = symposiumIn({ start: "2038-10-06", end: "2038-10-08" }, place);
    const previous = symposiaBefore([later, second, current, first], current);
    expect(previous).toEqual([first, second]);
    expect(pastSymposia(previous)).toEqual([
      {
        year: 2035,
        dates: "16-17 November 2035",
        venue: "Lakeport Congress Hall",
        theme: "Parks for every neighbourhood",
      },
      { year: 2036, dates: "13-14 November 2036", venue: "Lakeport Congress Hall" },
    ]);
  });

  it("introduces the earlier editions by how many there were, naming the city when all were held there", () => {
    const inLakeport = listedIn({ start: "2039-11-16", end: "2039-11-17" }, "Lakeport");
    const alsoInLakeport = listedIn({ start: "2040-11-13", end: "2040-11-14" }, "Lakeport");
    const inRivertown = listedIn({ start: "2040-11-20", end: "2040-11-21" }, "Rivertown");
    expect(pastSymposiaIntro([inLakeport, alsoInLakeport])).toEqual({
      eyebrow: "Previous editions",
      title: "Building on two Lakeport symposia",
    });
    expect(pastSymposiaIntro([inLakeport]).title).toBe("Building on one Lakeport symposium");
    expect(pastSymposiaIntro([inLakeport, alsoInLakeport, inRivertown]).title).toBe(
      "Building on three symposia",
    );
  });
});
