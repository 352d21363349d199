import type { APIRoute } from "astro";
import { getCollection } from "astro:content";

import { worldMapSvg } from "@/src/components/governance/regions/world-map-geometry";
import { inPageOrderWithIds } from "@/lib/content/page-order";

/** The regions map, drawn once at build time from world-atlas and d3-geo into a static SVG file. */
export const GET: APIRoute = async () =>
  new Response(worldMapSvg(inPageOrderWithIds(await getCollection("regions"))), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
