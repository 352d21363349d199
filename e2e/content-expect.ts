/**
 * What the specs expect, worked out from the content an editor may change (issue 27 §1): no spec
 * names a price, a count, a person, an address or an edition; it reads the content the page
 * renders and expects that on the page.
 */
import type { APIRequestContext } from "@playwright/test";

import type { Stat } from "@/content/types";
import type { Day } from "@/lib/as-of";

/** `text` matched literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A counter's digits once it has counted up: "+20", "1000+", "7". */
export function counterText(stat: Pick<Stat, "value" | "prefix" | "suffix">): string {
  return `${stat.prefix ?? ""}${stat.value}${stat.suffix ?? ""}`;
}

/**
 * The day a build was made as of, as its home page states it (`<html data-as-of>`, before the page
 * script moves it on to the browser's day): which editions a page presents depends on it.
 */
export async function builtAsOf(request: APIRequestContext, origin: string): Promise<Day> {
  const html = await (await request.get(`${origin}/`)).text();
  const day = /<html[^>]*\sdata-as-of="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1];
  if (!day) throw new Error(`${origin}/ states no as-of day (<html data-as-of>)`);
  return day;
}

/** The ISO day `days` after `day`. */
export function addDays(day: Day, days: number): Day {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
