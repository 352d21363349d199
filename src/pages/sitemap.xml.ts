import type { APIRoute } from "astro";

import { pageList } from "@/src/data/pages";
import { absoluteUrl } from "@/src/data/metadata";

/** sitemap.xml from the same route list as the /sitemap page. */
export const GET: APIRoute = () => {
  const urls = pageList
    .map((page) => `  <url>\n    <loc>${absoluteUrl(page.path)}</loc>\n  </url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
