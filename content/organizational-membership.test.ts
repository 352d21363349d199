import { describe, expect, it } from "vitest";

import { loadDatasetWithIds } from "@/lib/content/load";

import { organisationBenefits, organisationContact } from "./organizational-membership";
import { budgetIds } from "./plans";

const organisationTypes = loadDatasetWithIds("organisationTypes");

describe("organisational membership content", () => {
  it("offers the five organisation types in the spec's order", () => {
    expect(organisationTypes.map((type) => type.name)).toEqual([
      "National Peak Body",
      "Park or City Agency",
      "Regional or Community Organisation",
      "University or Research Institute",
      "Business or Philanthropic Organisation",
    ]);
  });

  it("gives every type a name, description, icon and one registration link per budget tier", () => {
    const hrefs = new Set<string>();
    for (const type of organisationTypes) {
      expect(type.name).not.toBe("");
      expect(type.description.length).toBeGreaterThan(40);
      expect(Object.keys(type.urls)).toEqual([...budgetIds]);
      for (const href of Object.values(type.urls)) {
        expect(href).toMatch(/^https:\/\/wup\.imiscloud\.com\//);
        hrefs.add(href);
      }
      expect(type.sample).toBe(true);
    }
    expect(hrefs.size).toBe(organisationTypes.length * budgetIds.length);
  });

  it("shows three benefit tiles and a contact with /membership and an office mailto", () => {
    expect(organisationBenefits).toHaveLength(3);
    expect(organisationContact.individual.href).toBe("/membership");
    expect(organisationContact.email.href).toMatch(/^mailto:office@worldurbanparks\.org/);
  });
});
