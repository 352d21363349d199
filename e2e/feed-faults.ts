import type { BrowserContext, Page, Request } from "@playwright/test";

import type { FeedFault } from "../sample-feed/server";

import { E2E_FEED_ORIGIN } from "./ports";

/** A fault rule of the sample feed (sample-feed/server.ts). */
export type { FeedFault };

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

const FEED_HOST_REQUESTS = `${E2E_FEED_ORIGIN}/**`;

/** The feed host refuses every connection from this page, as a server that is down. */
export async function refuseFeedConnections(page: Page): Promise<void> {
  await page.route(FEED_HOST_REQUESTS, (route) => route.abort("connectionrefused"));
}

export async function restoreFeedConnections(page: Page): Promise<void> {
  await page.unroute(FEED_HOST_REQUESTS);
}

/** Chromium logs every failed request as a console error; feed-error tests expect these. */
export const FAILED_REQUEST_LOG = /Failed to load resource|status of 5\d\d|status of 4\d\d/;

/**
 * What Chromium logs for failed requests and for answers that CORS refuses. One pattern: Playwright
 * reads a two-element array given to `test.use` as [value, fixture options].
 */
export const FEED_FAULT_LOG = new RegExp(`${FAILED_REQUEST_LOG.source}|has been blocked by CORS policy`);

/**
 * Time for the blog and webinar feeds' three retries (1 s + 2 s + 4 s), after the page's scripts
 * have loaded and hydrated, which takes seconds on a busy two-core machine.
 */
export const AFTER_RETRIES = { timeout: 20_000 };

/**
 * Page time a fake-clock step moves on. A retry starts at the beginning of the step after its
 * backoff, and a try's failure is seen at the end of its step: a step as long as the backoff would
 * age each try by up to a step, and the query's time budget (lib/feed/queries.ts), which counts
 * page time, would then refuse retries that real time allows.
 */
const CLOCK_STEP_MS = 1_000;
/**
 * Real time a step waits for the feed's answers in flight; longer is a request that hangs. Generous:
 * on a busy two-core machine an intercepted request can take a second to fail, and a step that
 * runs the clock before it has would time it out instead.
 */
const ANSWER_WAIT_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type FeedClock = {
  /**
   * Runs the clock step by step until `isDone` holds, so the retries' backoff and the request
   * timeouts take no real time. Before each step it waits for the feed's answers in flight (the
   * next retry is only scheduled once they have come); each step (`stepMs`, 1 s unless given) fires
   * the timers that fall due in it. Throws once `withinMs` of page time have passed. The clock is
   * paused meanwhile, and runs on its own again afterwards.
   */
  runUntil: (isDone: () => Promise<boolean>, withinMs: number, stepMs?: number) => Promise<void>;
};

/** Installs a fake clock on the page and watches its feed requests. Call it before navigating. */
export async function installFeedClock(page: Page): Promise<FeedClock> {
  await page.clock.install();
  const inFlight = new Set<Request>();
  let lastStartedAt = 0;
  // Preflights are the browser's own business: only the requests the page makes count.
  const isFeedRequest = (request: Request) =>
    request.url().startsWith(E2E_FEED_ORIGIN) && request.method() !== "OPTIONS";
  page.on("request", (request) => {
    if (!isFeedRequest(request)) return;
    inFlight.add(request);
    lastStartedAt = Date.now();
  });
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));

  const answersCome = async () => {
    while (inFlight.size > 0 && Date.now() - lastStartedAt < ANSWER_WAIT_MS) await sleep(20);
  };

  return {
    async runUntil(isDone, withinMs, stepMs = CLOCK_STEP_MS) {
      // While the tries run, page time moves by the steps alone: time that flowed on its own while
      // a busy machine kept the page waiting would age the tries, and the query's budget counts
      // page time. (The jump to the pause is the first step.)
      await pauseAhead(page, stepMs);
      try {
        for (let elapsed = stepMs; !(await isDone()); elapsed += stepMs) {
          if (elapsed >= withinMs) throw new Error(`Still waiting after ${withinMs / 1000} s of page time`);
          await answersCome();
          await page.clock.runFor(stepMs);
        }
      } finally {
        await page.clock.resume();
      }
    },
  };
}

/**
 * Pauses the page's clock a step ahead of its time. On a busy machine the page's time can pass
 * that point while the call travels ("Cannot fast-forward to the past"): then again, from the
 * page's time now.
 */
async function pauseAhead(page: Page, stepMs: number): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + stepMs);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes("to the past")) throw error;
    }
  }
}

/**
 * Watches this page's GET requests to a feed path (each attempt of a query requests its first path
 * once): how many were made, and the first of them.
 */
export function watchFeedRequests(
  page: Page,
  path: string,
): { count: () => number; first: Promise<unknown> } {
  const isWatched = (request: Request) =>
    request.method() === "GET" && request.url() === `${E2E_FEED_ORIGIN}${path}`;
  let count = 0;
  page.on("request", (request) => {
    if (isWatched(request)) count += 1;
  });
  return { count: () => count, first: page.waitForRequest(isWatched) };
}
