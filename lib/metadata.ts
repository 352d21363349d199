import type { Metadata } from "next";

import { site } from "@/content/site";
import type { PageMeta } from "@/content/types";

import { shareImagePath } from "./share-image";

/**
 * Absolute URL of a site path, as used in canonical links, Open Graph and sitemap.xml. The home
 * page is the bare origin, the form Next.js writes in its canonical link.
 */
export function absoluteUrl(path: string): string {
  if (path === "/") return site.url;
  return `${site.url}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The title as it appears in the browser tab: "{title} | {site name}", unless it already names the site. */
export function fullTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

type PageMetadataInput = PageMeta & {
  /** Social preview image (a path under public/); defaults to the page's generated one. */
  ogImage?: string;
};

/**
 * The <head> metadata of one page, the same way for every page: title (through the root layout's
 * template), description, keywords, canonical URL, Open Graph and Twitter card.
 */
export function pageMetadata({ path, title, description, keywords, ogImage }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const shownTitle = fullTitle(title);
  const image = {
    url: absoluteUrl(ogImage ?? shareImagePath(path)),
    width: 1200,
    height: 630,
    alt: shownTitle,
  };
  return {
    title: title.includes(site.name) ? { absolute: title } : title,
    description,
    keywords: [...keywords],
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      url,
      siteName: site.name,
      title: shownTitle,
      description,
      locale: "en_US",
      images: [image],
    },
    twitter: { card: "summary_large_image", title: shownTitle, description, images: [image] },
  };
}
