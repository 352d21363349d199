import type { BreadcrumbList, WithContext } from "schema-dts";

import { pageList, type PageEntry } from "@/src/data/pages";

import { absoluteUrl } from "./metadata";

/** The page whose hero has this title (every hero title is unique; src/data/pages.test.ts checks). */
export function pageWithHeroTitle(title: string): PageEntry | undefined {
  return pageList.find((page) => page.hero.title === title);
}

/** Home, then each existing ancestor page, then the page itself: /wup-awards/winners → Home › Awards › Winners. */
export function breadcrumbTrail(path: string): PageEntry[] {
  const segments = path.split("/").filter(Boolean);
  const paths = ["/", ...segments.map((_, index) => `/${segments.slice(0, index + 1).join("/")}`)];
  return paths.flatMap((candidate) => pageList.filter((page) => page.path === candidate));
}

/** schema.org BreadcrumbList for a sub-page (none for the home page). */
export function breadcrumbJsonLd(path: string): WithContext<BreadcrumbList> | undefined {
  if (path === "/") return undefined;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: breadcrumbTrail(path).map((page, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: page.label,
      item: absoluteUrl(page.path),
    })),
  };
}
