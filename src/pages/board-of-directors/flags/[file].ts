import { readFile } from "node:fs/promises";
import path from "node:path";

import type { APIRoute, GetStaticPaths } from "astro";
import { getCollection } from "astro:content";

import { committeeCountryCodes } from "@/src/data/committees";
import { inPageOrderWithIds } from "@/lib/content/page-order";

const FLAG_DIR = path.join(process.cwd(), "node_modules", "flag-icons", "flags", "4x3");

/** Every flag the site shows, copied from the flag-icons package into the build. */
export const getStaticPaths = (async () => {
  const board = await getCollection("board");
  const committees = inPageOrderWithIds(await getCollection("committees"));
  const codes = new Set([
    ...board.map((member) => member.data.countryCode),
    ...committeeCountryCodes(committees),
  ]);
  return [...codes].map((code) => ({ params: { file: `${code.toLowerCase()}.svg` } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const file = params.file ?? "";
  if (!/^[a-z]{2}\.svg$/.test(file)) return new Response("Not found", { status: 404 });
  const svg = await readFile(path.join(FLAG_DIR, file), "utf8");
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
};
