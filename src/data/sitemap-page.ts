/**
 * Copy of the /sitemap page. Its link groups are not listed here: they come from the one route
 * list in src/data/pages.ts (the same list behind sitemap.xml), so no page can go missing.
 */
import { pageList, sitemapGroups, type PageEntry } from "./pages";
import type { IconName } from "@/content/types";

export type SitemapSection = (typeof sitemapGroups)[number] & { pages: readonly PageEntry[] };

/** Every site-map group with its pages, in site-map order; each route appears exactly once. */
export function sitemapSections(): readonly SitemapSection[] {
  return sitemapGroups.map((group) => ({
    ...group,
    pages: pageList.filter((page) => page.group === group.id),
  }));
}

export type QuickAccessLink = { label: string; description: string; href: string; icon: IconName };

export const sitemapPage = {
  groupsLabel: "All pages by topic",
  quickAccess: {
    title: "Quick Access",
    links: [
      {
        label: "Join",
        description: "Membership plans for professionals and organisations.",
        href: "/membership",
        icon: "users",
      },
      {
        label: "Resources",
        description: "Free tools, guides and case studies.",
        href: "/#resources",
        icon: "book-open",
      },
      {
        label: "Podparks",
        description: "Our podcast on parks and the people behind them.",
        href: "/podparks",
        icon: "podcast",
      },
    ],
  },
  footer: {
    title: "Can't find what you need?",
    text: "Our office team is happy to point you to the right page, programme or person.",
    backLabel: "Back to Home",
    backHref: "/",
    contactLabel: "Contact Us",
    contactHref: "/membership",
  },
} as const satisfies {
  groupsLabel: string;
  quickAccess: { title: string; links: readonly QuickAccessLink[] };
  footer: Record<string, string>;
};
