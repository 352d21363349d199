import { describe, expect, it } from "vitest";

import { daysIn } from "@/lib/event-dates";
import { presented } from "@/test/events";

import {
  parkPhoto,
  studyTourFeatured,
  studyTourHero,
  studyTourParksIntro,
  studyTourPricingIntro,
  studyTourSections,
  studyTourStatus,
} from "./study-tour";

const { studyTour: tour } = presented();

describe("study tour content", () => {
  it("shows five Lyon parks with the spec's areas, in order", () => {
    expect(tour.parks.map((park) => park.hectares)).toEqual([117, 115, 17, 178, 150]);
    for (const park of tour.parks) {
      expect(park.tag).not.toBe("");
      expect(park.location).not.toBe("");
      expect(park.description.length).toBeGreaterThan(40);
      const photo = parkPhoto(park);
      expect(photo.src).toMatch(/^\/generated\/images\/events\/park-[a-z-]+\.jpg$/);
      expect(photo.webp).toBe(photo.src.replace(/\.jpg$/, ".webp"));
    }
    expect(studyTourParksIntro.title(tour.parks.length, daysIn(tour))).toBe("5 parks in two days");
  });

  it("sources the four identified parks and flags the unidentified 150 ha park as a sample", () => {
    const [tete, lacroix, blandan, parilly, fifth] = tour.parks;
    for (const park of [tete, lacroix, blandan, parilly]) expect(park?.source).toMatch(/^https?:\/\//);
    expect(fifth).toMatchObject({ hectares: 150, sample: true });
  });

  it("features a 2-day tour on December 03-04, 2025 in Lyon for at most 50 people", () => {
    expect([tour.start, tour.end]).toEqual(["2025-12-03", "2025-12-04"]);
    expect(tour.capacity).toBe(50);
    const featured = studyTourFeatured(tour);
    expect(featured.title).toBe("Study Tour France 2025");
    expect(featured.facts.map((fact) => fact.value)).toEqual([
      "2 days",
      "December 03-04, 2025",
      "Limited to 50 participants",
      "Lyon, France",
    ]);
  });

  it("prices the early bird places at 170 and 240 euro with what each includes", () => {
    const [member, nonMember] = tour.prices;
    expect(member).toMatchObject({ name: "Early Bird Member", amount: 170, currency: "EUR" });
    expect(nonMember).toMatchObject({ name: "Early Bird No Member", amount: 240, currency: "EUR" });
    expect(member?.includes).toEqual([
      "World Urban Parks delegate kit",
      "The 2-day guided tour",
      "Night Cocktail",
      "VIP Paysalia pass",
    ]);
    expect(nonMember?.includes).toEqual([...(member?.includes ?? []), "1 year of professional membership"]);
    for (const price of tour.prices) expect(price.registration.href).toMatch(/^https:\/\//);
    expect(studyTourPricingIntro(tour).subtitle).toMatch(/^Prices are per person in euro\./);
  });

  it("points the hero and Register Now buttons at sections that exist", () => {
    const ids: readonly string[] = Object.values(studyTourSections);
    const { cta } = studyTourFeatured(tour);
    for (const href of [studyTourHero.primary.href, studyTourHero.secondary.href, cta.href])
      expect(ids).toContain(href.slice(1));
    expect(cta.href).toBe(`#${studyTourSections.pricing}`);
  });

  it("says what happened once it is over", () => {
    expect(studyTourStatus(tour).past.title).toBe("Held 3–4 December 2025 in Lyon");
  });

  it("lists partners with a sourced role each", () => {
    expect(tour.partners.items.length).toBeGreaterThanOrEqual(3);
    for (const partner of tour.partners.items) expect(partner.source).toMatch(/^https?:\/\//);
  });
});
