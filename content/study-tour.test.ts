import { describe, expect, it } from "vitest";

import {
  STUDY_TOUR_CAPACITY,
  STUDY_TOUR_DAYS,
  STUDY_TOUR_END,
  STUDY_TOUR_START,
  studyTourFeatured,
  studyTourHero,
  studyTourParks,
  studyTourPartners,
  studyTourPrices,
  studyTourSections,
} from "./study-tour";

describe("study tour content", () => {
  it("shows five Lyon parks with the spec's areas, in order", () => {
    expect(studyTourParks.map((park) => park.hectares)).toEqual([117, 115, 17, 178, 150]);
    for (const park of studyTourParks) {
      expect(park.tag).not.toBe("");
      expect(park.location).not.toBe("");
      expect(park.description.length).toBeGreaterThan(40);
      expect(park.image).toMatch(/^\/generated\/images\/events\/park-[a-z-]+\.jpg$/);
      expect(park.photo.webp).toBe(park.image.replace(/\.jpg$/, ".webp"));
    }
  });

  it("sources the four identified parks and flags the unidentified 150 ha park as a sample", () => {
    const [tete, lacroix, blandan, parilly, fifth] = studyTourParks;
    for (const park of [tete, lacroix, blandan, parilly]) expect(park.source).toMatch(/^https?:\/\//);
    expect(fifth).toMatchObject({ hectares: 150, sample: true });
  });

  it("features a 2-day tour on December 03-04, 2025 in Lyon for at most 50 people", () => {
    expect(STUDY_TOUR_DAYS).toBe(2);
    expect(STUDY_TOUR_CAPACITY).toBe(50);
    expect([STUDY_TOUR_START, STUDY_TOUR_END]).toEqual(["2025-12-03", "2025-12-04"]);
    expect(studyTourFeatured.title).toBe("Study Tour France 2025");
    const values = studyTourFeatured.facts.map((fact) => fact.value);
    expect(values).toEqual(["2 days", "December 03-04, 2025", "Limited to 50 participants", "Lyon, France"]);
  });

  it("prices the early bird places at 170 and 240 euro with what each includes", () => {
    const [member, nonMember] = studyTourPrices;
    expect(member).toMatchObject({ name: "Early Bird Member", priceEur: 170 });
    expect(nonMember).toMatchObject({ name: "Early Bird No Member", priceEur: 240 });
    expect(member.includes).toEqual([
      "World Urban Parks delegate kit",
      "The 2-day guided tour",
      "Night Cocktail",
      "VIP Paysalia pass",
    ]);
    expect(nonMember.includes).toEqual([...member.includes, "1 year of professional membership"]);
    for (const price of studyTourPrices) expect(price.registration.href).toMatch(/^https:\/\//);
  });

  it("points the hero and Register Now buttons at sections that exist", () => {
    const ids: readonly string[] = Object.values(studyTourSections);
    for (const href of [studyTourHero.primary.href, studyTourHero.secondary.href, studyTourFeatured.cta.href])
      expect(ids).toContain(href.slice(1));
    expect(studyTourFeatured.cta.href).toBe(`#${studyTourSections.pricing}`);
  });

  it("lists partners with a sourced role each", () => {
    expect(studyTourPartners.length).toBeGreaterThanOrEqual(3);
    for (const partner of studyTourPartners) expect(partner.source).toMatch(/^https?:\/\//);
  });
});
