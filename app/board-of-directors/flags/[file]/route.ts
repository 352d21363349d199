import { readFile } from "node:fs/promises";
import path from "node:path";

import { boardCountryCodes } from "@/content/board";
import { committeeCountryCodes } from "@/content/committees";

export const dynamic = "force-static";
export const dynamicParams = false;

type Params = { file: string };

const FLAG_DIR = path.join(process.cwd(), "node_modules", "flag-icons", "flags", "4x3");

/** Every flag the site shows, copied from the flag-icons package into the static export. */
export function generateStaticParams(): Params[] {
  const codes = new Set([...boardCountryCodes, ...committeeCountryCodes]);
  return [...codes].map((code) => ({ file: `${code.toLowerCase()}.svg` }));
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }): Promise<Response> {
  const { file } = await params;
  if (!/^[a-z]{2}\.svg$/.test(file)) return new Response("Not found", { status: 404 });
  const svg = await readFile(path.join(FLAG_DIR, file), "utf8");
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
