import { describe, expect, it } from "vitest";

import { loadDatasetWithIds, readDataset } from "@/lib/content/load";

import { organisationBenefits, organisationContact } from "./organizational-membership";
import { budgetIds } from "@/content/schemas/vocabulary";

const organisationTypes = loadDatasetWithIds("organisationTypes");

describe("organisational membership content", () => {
  it("offers each organisation type once, in its place on the page", () => {
    // Which types exist and their names are the editor's (the spec's five are a report: content:report --spec).
    expect(organisationTypes.length).toBeGreaterThan(0);
    expect(new Set(organisationTypes.map((type) => type.name)).size).toBe(organisationTypes.length);
    const places = readDataset("organisationTypes")
      .map((entry) => entry.data)
      .sort((a, b) => a.order - b.order)
      .map((type) => type.name);
    expect(organisationTypes.map((type) => type.name)).toEqual(places);
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
