import { pageList } from "@/content/pages";
import { absoluteUrl } from "@/lib/metadata";

export const dynamic = "force-static";

/**
 * sitemap.xml from the same route list as the /sitemap page. Served from a route handler because
 * app/sitemap.ts would clash with the /sitemap page (vercel/next.js#78609).
 */
export function GET(): Response {
  const urls = pageList
    .map((page) => `  <url>\n    <loc>${absoluteUrl(page.path)}</loc>\n  </url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
