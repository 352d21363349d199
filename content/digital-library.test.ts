import { describe, expect, it } from "vitest";

import { loadDataset } from "@/lib/content/load";

import { digitalLibrary, libraryStats } from "./digital-library";

describe("digital library mock-up content", () => {
  it("has four categories with the spec's counts", () => {
    expect(loadDataset("libraryCategories").map((category) => [category.name, category.count])).toEqual([
      ["Documents", 247],
      ["Guides", 89],
      ["Images", 1423],
      ["Videos", 156],
    ]);
  });

  it("shows the spec's statistics: 2,847 resources, 45 countries, 89K downloads, 15 languages", () => {
    expect(libraryStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      "2,847 Resources",
      "45 Countries",
      "89K Downloads",
      "15 Languages",
    ]);
  });

  it("features three items and lists four recent ones, every one an illustrative sample", () => {
    const items = loadDataset("library");
    expect(items.filter((item) => item.section === "featured").map((item) => item.title)).toEqual([
      "Designing Parks for Climate Resilience",
      "Measuring the Value of Urban Parks",
      "Community Stewardship in Large Urban Parks",
    ]);
    expect(items.filter((item) => item.section === "recent")).toHaveLength(4);
    for (const item of items) expect(item.sample).toBe(true);
  });

  it("sends the search note and premium access to the external library, and membership to /membership", () => {
    expect(digitalLibrary.search.noteLink).toMatch(/^https:\/\//);
    expect(digitalLibrary.premium.libraryHref).toMatch(/^https:\/\//);
    expect(digitalLibrary.premium.membershipHref).toBe("/membership");
  });
});
