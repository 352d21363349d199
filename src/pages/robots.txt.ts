import type { APIRoute } from "astro";

import { absoluteUrl } from "@/src/data/metadata";

/** Every page may be crawled; the sitemap lists them. */
export const GET: APIRoute = () =>
  new Response(`User-Agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
