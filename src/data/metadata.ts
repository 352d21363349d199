import { site } from "@/src/data/site";
import type { PageMeta } from "@/content/types";

import { shareImagePath } from "@/lib/share-image";

/**
 * Absolute URL of a site path, as used in canonical links, Open Graph and sitemap.xml. The home
 * page is the bare origin (no trailing slash, as every URL of the site).
 */
export function absoluteUrl(path: string): string {
  if (path === "/") return site.url;
  return `${site.url}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The title as it appears in the browser tab: "{title} | {site name}", unless it already names the site. */
export function fullTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** What a page's <head> says about it, the same way for every page (base-layout.astro renders it). */
export type PageHead = {
  title: string;
  description: string;
  keywords?: string;
  /** Absent for a page without an address of its own (the 404 page). */
  canonical?: string;
  /** Open Graph and Twitter card: the page's share image, 1200×630. */
  share?: { image: string; width: 1200; height: 630 };
};

export type PageHeadInput = Pick<PageMeta, "title" | "description"> &
  Partial<Pick<PageMeta, "path" | "keywords">>;

export function pageHead({ path, title, description, keywords }: PageHeadInput): PageHead {
  return {
    title: fullTitle(title),
    description,
    keywords: keywords?.join(","),
    canonical: path === undefined ? undefined : absoluteUrl(path),
    share:
      path === undefined ? undefined : { image: absoluteUrl(shareImagePath(path)), width: 1200, height: 630 },
  };
}
