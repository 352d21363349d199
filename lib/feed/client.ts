/**
 * The one door to the WordPress REST API (SPEC §7): GET, JSON headers, credentials included,
 * base from WP_API_BASE (inlined at build time).
 */
import { WP_API_BASE } from "@/lib/env";

/** A non-success response. Its message is SPEC §8's generic one: "{status}: {body or statusText}". */
export class FeedHttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "FeedHttpError";
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/** Absolute URL of a REST path such as "/wp-json/wp/v2/posts?per_page=7&_embed". */
export function feedUrl(path: string): string {
  return `${WP_API_BASE.replace(/\/+$/, "")}${path}`;
}

/** GETs a REST path and returns its JSON body; any non-success status throws a FeedHttpError. */
export async function getJson(path: string): Promise<unknown> {
  const response = await fetch(feedUrl(path), {
    method: "GET",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    credentials: "include",
  });
  if (!response.ok) {
    throw new FeedHttpError(response.status, response.statusText, await response.text().catch(() => ""));
  }
  return (await response.json()) as unknown;
}
