/**
 * The one door to the WordPress REST API (SPEC §7): GET, JSON headers, credentials included,
 * base from WP_API_BASE (inlined at build time). Every request gives up after
 * FEED_REQUEST_TIMEOUT_MS. Each way a request can fail has its own error, so the calls in
 * `wordpress.ts` can word it for visitors. A page's early call for a path (early-calls.ts) stands
 * in for the first request of it.
 */
import { FEED_REQUEST_TIMEOUT_MS } from "@/lib/constants";
import { WP_API_BASE } from "@/lib/env";

import { takeEarlyAnswer, type EarlyAnswer } from "./early-calls";

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

/** No complete answer within the time limit. */
export class FeedTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Request timed out after ${timeoutMs / 1000} s`);
    this.name = "FeedTimeoutError";
  }
}

/**
 * No answer at all: the host refused or dropped the connection, or the browser refused the answer
 * (CORS). Browsers word this differently ("Failed to fetch", "Load failed"…); the cause keeps theirs.
 */
export class FeedNetworkError extends Error {
  constructor(cause: unknown) {
    super("Network error", { cause });
    this.name = "FeedNetworkError";
  }
}

/** A success status whose body is not JSON: an HTML page, a truncated answer… */
export class FeedNotJsonError extends Error {
  constructor(cause: unknown) {
    super("The answer is not JSON", { cause });
    this.name = "FeedNotJsonError";
  }
}

/** Absolute URL of a REST path such as "/wp-json/wp/v2/posts?per_page=7&_embed". */
export function feedUrl(path: string): string {
  return `${WP_API_BASE.replace(/\/+$/, "")}${path}`;
}

/** The answer as text; a body that can't be read is a failure for a success, "" otherwise. */
export async function readFeedAnswer(response: Response): Promise<EarlyAnswer> {
  const { ok, status, statusText } = response;
  try {
    return { ok, status, statusText, body: await response.text() };
  } catch (error) {
    return ok ? { failure: "body", error } : { ok, status, statusText, body: "" };
  }
}

/** The JSON body of an answer, or the error that says why there is none. */
function jsonOf(answer: EarlyAnswer, signal: AbortSignal): unknown {
  // After an abort, the request's own error is only the echo of the timeout, which settles first.
  if ("failure" in answer) {
    if (signal.aborted) throw signal.reason;
    throw answer.failure === "timeout"
      ? new FeedTimeoutError(FEED_REQUEST_TIMEOUT_MS)
      : new FeedNetworkError(answer.error);
  }
  if (!answer.ok) throw new FeedHttpError(answer.status, answer.statusText, answer.body);
  try {
    return JSON.parse(answer.body) as unknown;
  } catch (error) {
    throw new FeedNotJsonError(error);
  }
}

async function request(path: string, signal: AbortSignal): Promise<unknown> {
  const early = takeEarlyAnswer(path);
  const answer =
    (await early) ??
    (await fetch(feedUrl(path), {
      method: "GET",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      credentials: "include",
      signal,
    }).then(readFeedAnswer, (error: unknown): EarlyAnswer => ({ failure: "network", error })));
  return jsonOf(answer, signal);
}

/**
 * GETs a REST path and returns its JSON body. Throws a FeedHttpError for a non-success status,
 * a FeedTimeoutError when the whole answer (body included) takes longer than
 * FEED_REQUEST_TIMEOUT_MS, a FeedNetworkError when no answer comes, a FeedNotJsonError for a body
 * that is not JSON. The timer is a plain setTimeout (not AbortSignal.timeout) so that fake clocks
 * in tests can run it.
 */
export async function getJson(path: string): Promise<unknown> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new FeedTimeoutError(FEED_REQUEST_TIMEOUT_MS);
      reject(error);
      controller.abort(error);
    }, FEED_REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([request(path, controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
