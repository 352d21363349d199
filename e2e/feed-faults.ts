import type { BrowserContext } from "@playwright/test";

import { E2E_FEED_ORIGIN } from "./ports";

/** A fault rule of the sample feed (sample-feed/server.ts). */
export type FeedFault = {
  path: string;
  status?: number;
  body?: string;
  kind?: "malformed" | "not-a-list" | "empty";
  delayMs?: number;
};

/**
 * Makes the sample feed misbehave for this browser context only: the rules travel in a cookie
 * (cookies ignore ports, so the feed on its own port receives it with the credentialed fetch).
 */
export async function setFeedFaults(context: BrowserContext, faults: readonly FeedFault[]): Promise<void> {
  await context.addCookies([
    { name: "wup-feed-faults", value: encodeURIComponent(JSON.stringify(faults)), url: E2E_FEED_ORIGIN },
  ]);
}

export async function clearFeedFaults(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: "wup-feed-faults" });
}

/** Chromium logs every failed request as a console error; feed-error tests expect these. */
export const FAILED_REQUEST_LOG = /Failed to load resource|status of 5\d\d|status of 4\d\d/;

/** Time for the blog and webinar feeds' three retries (1 s + 2 s + 4 s) and some slack. */
export const AFTER_RETRIES = { timeout: 15_000 };
