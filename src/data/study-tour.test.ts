import { describe, expect, it } from "vitest";

import type { StudyTour, StudyTourPark, StudyTourPartner, StudyTourPrice } from "@/content/schemas/event";
import { loadEvents } from "@/lib/content/load";
import { daysIn } from "@/lib/event-dates";
import { eventsOfKind } from "@/lib/events";
import { fixtureStudyTour } from "@/test/event-fixtures";
import { defined } from "@/test/events";

import {
  parkPhoto,
  studyTourBenefitsIntro,
  studyTourFeatured,
  studyTourHero,
  studyTourParksIntro,
  studyTourPartnersIntro,
  studyTourPricingIntro,
  studyTourSections,
  studyTourStatus,
} from "./study-tour";

// Tours the tests write themselves (test/event-fixtures.ts), far from any real edition, so that what
// the editor changes in content/events/study-tour/ (the days, the city, the places, the parks, the
// prices, a new edition) changes nothing here. Whatever a file gives is the fixture's; what stays
// asserted literally is the page's own wording and the forms the spec quotes.

const base = fixtureStudyTour({ start: "2032-12-03", end: "2032-12-04" });

/** A park of the tests' own, an invented one (a sample), with its own drawing. */
function fixturePark(name: string, hectares: number, drawing: string): StudyTourPark {
  const {
    source: _source,
    sourceNote: _sourceNote,
    sample: _sample,
    ...shape
  } = defined(base.parks[0], "park on the study tour fixture");
  return { ...shape, name, hectares, image: `events/${drawing}`, alt: `Drawing of ${name}`, sample: true };
}

/** A place on the tour of the tests' own, in `currency`. */
function fixturePrice(name: string, amount: number, currency: StudyTourPrice["currency"]): StudyTourPrice {
  const shape = defined(base.prices[0], "price on the study tour fixture");
  return { ...shape, name, amount, currency, includes: [`${name} welcome pack`] };
}

/** A tour of the tests' own: its days, and its name, place, places and words. */
function tourOn(days: { start: string; end: string }, overrides: Partial<StudyTour> = {}): StudyTour {
  return {
    ...fixtureStudyTour(days),
    name: `Study Tour Examplia ${days.start.slice(0, 4)}`,
    city: "Lakeport",
    country: "Examplia",
    capacity: 37,
    featuredText: "Two days among the parks of Lakeport.",
    onNow: { text: "The tour is in Lakeport now.", sources: [] },
    held: { text: "The tour took place in Lakeport.", sources: [] },
    ...overrides,
  };
}

const tour = tourOn({ start: "2032-12-03", end: "2032-12-04" });

describe("study tour content", () => {
  it("counts the tour's parks and days in the parks heading and shows each park's own drawing", () => {
    const parks = [
      fixturePark("Harbour Green", 12, "park-harbour-green"),
      fixturePark("Old Mill Meadows", 1250, "park-old-mill"),
      fixturePark("Lakeport Commons", 48, "park-commons"),
    ];
    const threeDays = tourOn({ start: "2033-06-07", end: "2033-06-09" }, { parks });
    expect(studyTourParksIntro.title(threeDays.parks.length, daysIn(threeDays))).toBe(
      "3 parks in three days",
    );
    expect(studyTourParksIntro.title(12, 11)).toBe("12 parks in 11 days");
    expect(studyTourParksIntro.areaUnitHint).toBe("(hectares)");
    expect(threeDays.parks.map(parkPhoto)).toEqual([
      {
        src: "/generated/images/events/park-harbour-green.jpg",
        webp: "/generated/images/events/park-harbour-green.webp",
      },
      {
        src: "/generated/images/events/park-old-mill.jpg",
        webp: "/generated/images/events/park-old-mill.webp",
      },
      {
        src: "/generated/images/events/park-commons.jpg",
        webp: "/generated/images/events/park-commons.webp",
      },
    ]);
  });

  it("features the tour with its name, length, dates, places and place, and a Register Now", () => {
    expect(studyTourFeatured(tour)).toEqual({
      eyebrow: "Featured event",
      title: "Study Tour Examplia 2032",
      summary: tour.featuredText,
      facts: [
        { icon: "calendar", label: "Duration", value: "2 days" },
        { icon: "clock", label: "Dates", value: "December 03-04, 2032" },
        { icon: "users", label: "Places", value: "Limited to 37 participants", phases: ["upcoming", "open"] },
        { icon: "map-pin", label: "Location", value: "Lakeport, Examplia" },
      ],
      cta: { label: "Register Now", hint: "for Study Tour Examplia 2032: see prices", href: "#pricing" },
    });
  });

  it("says a one-day tour lasts 1 day and names both months of a tour across them", () => {
    const oneDay = studyTourFeatured(tourOn({ start: "2034-05-16", end: "2034-05-16" }, { capacity: 12 }));
    expect(oneDay.facts.map((fact) => fact.value)).toEqual([
      "1 day",
      "May 16, 2034",
      "Limited to 12 participants",
      "Lakeport, Examplia",
    ]);
    const across = studyTourFeatured(tourOn({ start: "2035-11-30", end: "2035-12-01" }));
    expect(across.facts.slice(0, 2).map((fact) => fact.value)).toEqual([
      "2 days",
      "November 30 - December 01, 2035",
    ]);
  });

  it("names the prices' currency in its line, each currency once, and labels each place", () => {
    const inEuro = tourOn(tour, {
      prices: [fixturePrice("Early Member", 130, "EUR"), fixturePrice("Early Guest", 190, "EUR")],
    });
    const intro = studyTourPricingIntro(inEuro);
    expect(intro).toMatchObject({
      eyebrow: "Registration",
      title: "Choose your early bird place",
      subtitle: "Prices are per person in euro. Registration opens on the association's secure platform.",
      perPerson: "per person",
    });
    expect(intro.includesLabel("Early Member")).toBe("Early Member includes");
    expect(intro.registerLabel("Early Guest")).toBe("Register as Early Guest");

    const mixed = tourOn(tour, {
      prices: [
        fixturePrice("Member", 130, "EUR"),
        fixturePrice("Guest", 210, "USD"),
        fixturePrice("Student", 60, "EUR"),
        fixturePrice("Local", 150, "NZD"),
      ],
    });
    expect(studyTourPricingIntro(mixed).subtitle).toMatch(
      /^Prices are per person in euro or US dollars or New Zealand dollars\. /,
    );
  });

  it("points the hero and Register Now buttons at sections that exist", () => {
    const ids: readonly string[] = Object.values(studyTourSections);
    const { cta } = studyTourFeatured(tour);
    expect(studyTourHero.primary).toMatchObject({ label: "View Tour", href: `#${studyTourSections.parks}` });
    expect(studyTourHero.secondary).toMatchObject({
      label: "Learn More",
      href: `#${studyTourSections.benefits}`,
    });
    for (const href of [studyTourHero.primary.href, studyTourHero.secondary.href, cta.href])
      expect(ids).toContain(href.slice(1));
    expect(cta).toMatchObject({ label: "Register Now", href: `#${studyTourSections.pricing}` });
  });

  it("says it is on, and what happened once it is over, with its days, its city and its words", () => {
    const parks = { label: "See the Parks", hint: "of the study tour", href: `#${studyTourSections.parks}` };
    expect(studyTourStatus(tour)).toEqual({
      on: {
        eyebrow: "On now",
        title: "On now: 3–4 December 2032 in Lakeport",
        text: "The tour is in Lakeport now.",
        links: [parks],
      },
      past: {
        eyebrow: "Held",
        title: "Held 3–4 December 2032 in Lakeport",
        text: "The tour took place in Lakeport.",
        links: [parks],
      },
    });
    const across = tourOn({ start: "2036-11-30", end: "2036-12-01" }, { city: "Riverton" });
    expect(studyTourStatus(across).past.title).toBe("Held 30 November – 1 December 2036 in Riverton");
  });

  it("introduces its reasons to join and its partners with the headings its file gives", () => {
    const partner: StudyTourPartner = {
      ...defined(base.partners.items[0], "partner on the study tour fixture"),
      name: "Lakeport Parks",
    };
    const withWords = tourOn(tour, {
      benefits: { ...base.benefits, title: "Why Lakeport", subtitle: "A city of parks." },
      partners: { title: "With Lakeport", subtitle: "Who makes the tour.", items: [partner] },
    });
    expect(studyTourBenefitsIntro(withWords)).toEqual({
      eyebrow: "Why join",
      title: "Why Lakeport",
      subtitle: "A city of parks.",
    });
    expect(studyTourPartnersIntro(withWords)).toEqual({
      eyebrow: "Partners",
      title: "With Lakeport",
      subtitle: "Who makes the tour.",
    });
  });
});

// The study tours' files themselves, whatever editions they hold: every fact is sourced or marked as
// invented, and every Register button leads to a secure page.
describe("study tour files", () => {
  const tours = eventsOfKind(loadEvents(), "study-tour");
  const sourced = (entry: { source?: string; sourceNote?: string }) =>
    entry.source !== undefined ? /^https?:\/\//.test(entry.source) : entry.sourceNote !== undefined;

  it("source each park, or flag it as a sample, never both", () => {
    expect(tours.length).toBeGreaterThan(0);
    for (const { name, parks } of tours)
      for (const park of parks)
        expect([name, park.name, sourced(park) !== (park.sample === true)]).toEqual([name, park.name, true]);
  });

  it("source each partner's role, or flag it as a sample, never both", () => {
    for (const { name, partners } of tours)
      for (const partner of partners.items) {
        expect(partner.role).not.toBe("");
        expect([name, partner.name, sourced(partner) !== (partner.sample === true)]).toEqual([
          name,
          partner.name,
          true,
        ]);
      }
  });

  it("register each price on an https page", () => {
    for (const { prices } of tours)
      for (const price of prices) expect(price.registration.href).toMatch(/^https:\/\//);
  });
});
