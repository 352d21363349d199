import type { APIRoute } from "astro";

import { worldMapSvg } from "@/components/sections/regions/world-map-geometry";
import { regions } from "@/content/regions";

/** The regions map, drawn once at build time from world-atlas and d3-geo into a static SVG file. */
export const GET: APIRoute = () =>
  new Response(worldMapSvg(regions), { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
