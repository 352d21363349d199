import { describe, expect, it } from "vitest";

import { loadDataset } from "@/lib/content/load";

import { digitalLibrary, libraryStats } from "./digital-library";

describe("digital library mock-up content", () => {
  it("gives each category a name and a count", () => {
    for (const category of loadDataset("libraryCategories")) {
      expect(category.name).not.toBe("");
      expect(category.count).toBeGreaterThanOrEqual(0);
    }
  });

  it("shows the spec's statistics: 2,847 resources, 45 countries, 89K downloads, 15 languages", () => {
    expect(libraryStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      "2,847 Resources",
      "45 Countries",
      "89K Downloads",
      "15 Languages",
    ]);
  });

  it("files every item under Featured or Recent, with a title, a type and a description", () => {
    for (const item of loadDataset("library")) {
      expect(["featured", "recent"]).toContain(item.section);
      expect(item.title).not.toBe("");
      expect(item.type).not.toBe("");
      expect(item.description).not.toBe("");
    }
  });

  it("sends the search note and premium access to the external library, and membership to /membership", () => {
    expect(digitalLibrary.search.noteLink).toMatch(/^https:\/\//);
    expect(digitalLibrary.premium.libraryHref).toMatch(/^https:\/\//);
    expect(digitalLibrary.premium.membershipHref).toBe("/membership");
  });
});
