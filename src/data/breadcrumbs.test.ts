import { describe, expect, it } from "vitest";

import { pageList } from "@/src/data/pages";

import { breadcrumbJsonLd, breadcrumbTrail, pageWithHeroTitle } from "./breadcrumbs";

describe("breadcrumbs", () => {
  it("lead from Home through existing ancestors to the page", () => {
    expect(breadcrumbTrail("/wup-awards/winners").map((page) => page.path)).toEqual([
      "/",
      "/wup-awards",
      "/wup-awards/winners",
    ]);
    expect(breadcrumbTrail("/membership").map((page) => page.path)).toEqual(["/", "/membership"]);
  });

  it("are schema.org BreadcrumbLists with absolute URLs and positions from 1", () => {
    const data = breadcrumbJsonLd("/wup-awards/judges");
    expect(data?.["@type"]).toBe("BreadcrumbList");
    expect(data?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://example.org" },
      expect.objectContaining({ position: 2, item: "https://example.org/wup-awards" }),
      expect.objectContaining({ position: 3, item: "https://example.org/wup-awards/judges" }),
    ]);
    expect(breadcrumbJsonLd("/")).toBeUndefined();
  });

  it("find every page by its hero title, which is unique", () => {
    for (const page of pageList) expect(pageWithHeroTitle(page.hero.title)).toBe(page);
  });
});
