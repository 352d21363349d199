import { describe, expect, it } from "vitest";

import { pageList, pagesInGroup, sitemapGroups } from "./pages";

/** docs/product.md §2 route list, plus /partners, which the site links to, and /privacy (issue 19). */
const SPEC_ROUTES = [
  "/",
  "/who-we-are",
  "/governance",
  "/board-of-directors",
  "/portfolios",
  "/regions",
  "/committees",
  "/staff",
  "/strategic-plan",
  "/membership",
  "/membership-plans",
  "/organizational-membership",
  "/blog",
  "/podparks",
  "/webinars",
  "/digital-library",
  "/sitemap",
  "/study-tour",
  "/symposium",
  "/symposium-program",
  "/parks-week",
  "/wup-awards",
  "/wup-awards/about",
  "/wup-awards/winners",
  "/wup-awards/judges",
  "/wup-awards/chairs-award",
  "/partners",
  "/privacy",
];

describe("the route list", () => {
  it("has exactly the 26 spec routes, /partners and /privacy", () => {
    expect(pageList.map((page) => page.path).sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it("gives every page its own title and description", () => {
    expect(new Set(pageList.map((page) => page.title)).size).toBe(pageList.length);
    expect(new Set(pageList.map((page) => page.description)).size).toBe(pageList.length);
  });

  it("keeps descriptions to a length search engines show in full", () => {
    for (const page of pageList) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
    }
  });

  it("puts every page in one of eight site-map groups, none empty", () => {
    expect(sitemapGroups).toHaveLength(8);
    const grouped = sitemapGroups.flatMap((group) => pagesInGroup(group.id));
    expect(grouped).toHaveLength(pageList.length);
    for (const group of sitemapGroups) expect(pagesInGroup(group.id).length, group.id).toBeGreaterThan(0);
  });
});
