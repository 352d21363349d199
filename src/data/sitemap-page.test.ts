import { describe, expect, it } from "vitest";

import { pageList, sitemapGroups } from "./pages";
import { sitemapPage, sitemapSections } from "./sitemap-page";

describe("site map page", () => {
  it("has eight groups, each with a description and at least one page", () => {
    const sections = sitemapSections();
    expect(sections).toHaveLength(8);
    expect(sections.map((section) => section.id)).toEqual(sitemapGroups.map((group) => group.id));
    for (const section of sections) {
      expect(section.description.length).toBeGreaterThan(0);
      expect(section.pages.length).toBeGreaterThan(0);
    }
  });

  it("lists every route exactly once, with a description", () => {
    const listed = sitemapSections().flatMap((section) => section.pages.map((page) => page.path));
    expect([...listed].sort()).toEqual(pageList.map((page) => page.path).sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toContain("/partners");
    expect(listed).toContain("/privacy");
    expect(listed).toHaveLength(28);
  });

  it("offers Quick Access to Join, Resources and Podparks, and Contact Us goes to /membership", () => {
    expect(sitemapPage.quickAccess.links.map((link) => [link.label, link.href])).toEqual([
      ["Join", "/membership"],
      ["Resources", "/#resources"],
      ["Podparks", "/podparks"],
    ]);
    expect(sitemapPage.footer).toMatchObject({
      backLabel: "Back to Home",
      backHref: "/",
      contactLabel: "Contact Us",
      contactHref: "/membership",
    });
  });
});
