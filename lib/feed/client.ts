/**
 * The one door to the WordPress REST API (docs/product.md §7): a time limit, a byte limit and only the
 * entries asked for parsed; each way a request can fail has its own error
 * (docs/decisions/feed-errors-timeouts-and-retries.md).
 */
import { FEED_REQUEST_TIMEOUT_MS } from "@/lib/constants";
import { WP_API_BASE } from "@/lib/env";

import { takeEarlyAnswer, type EarlyAnswer } from "./early-calls";
import { jsonToParse } from "./json";
import { FEED_MAX_ANSWER_BYTES, FEED_MAX_ANSWER_LABEL, FEED_MAX_JSON_TOKENS } from "./limits";
import { yieldToMain } from "./yield";

/** A non-success response. Its message is docs/product.md §8's generic one: "{status}: {body or statusText}". */
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

/** "8 s", "3.5 s": a duration as the error messages give it. */
const inSeconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** No complete answer within the time limit. */
export class FeedTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Request timed out after ${inSeconds(timeoutMs)}`);
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

/**
 * An answer past the feed's limits (limits.ts): a body over FEED_MAX_ANSWER_BYTES (the request is
 * aborted there) or, in the entries asked for, more than FEED_MAX_JSON_TOKENS keys and values.
 */
export class FeedTooLargeError extends Error {
  constructor(limit: string = FEED_MAX_ANSWER_LABEL) {
    super(`The answer is too large (over ${limit})`);
    this.name = "FeedTooLargeError";
  }
}

/** Absolute URL of a REST path such as "/wp-json/wp/v2/posts?per_page=7&_embed". */
export function feedUrl(path: string): string {
  return `${WP_API_BASE.replace(/\/+$/, "")}${path}`;
}

/**
 * The body as text, decoded as it arrives; undefined (and the rest left unread) past `maxBytes`.
 * The pieces are joined once at the end: a string grown piece by piece would be copied into one
 * piece by whatever reads it first, in that reader's task.
 */
async function readCapped(response: Response, maxBytes: number): Promise<string | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return parts.join("") + decoder.decode();
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      // Cancelling the body ends the download.
      void reader.cancel().catch(() => undefined);
      return undefined;
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
}

/**
 * The answer as text. A body that can't be read, or that is longer than `maxBytes`, is a failure
 * for a success; for an error status only the status matters, and the body reads as "".
 */
export async function readFeedAnswer(
  response: Response,
  maxBytes: number = FEED_MAX_ANSWER_BYTES,
): Promise<EarlyAnswer> {
  const { ok, status, statusText } = response;
  try {
    const body = await readCapped(response, maxBytes);
    if (body !== undefined) return { ok, status, statusText, body };
    return ok ? { failure: "too-large", error: undefined } : { ok, status, statusText, body: "" };
  } catch (error) {
    return ok ? { failure: "body", error } : { ok, status, statusText, body: "" };
  }
}

/** The JSON of an answer (a list cut after `maxEntries` entries), or the error that says why there is none. */
async function jsonOf(
  answer: EarlyAnswer,
  signal: AbortSignal,
  timeoutMs: number,
  maxEntries: number,
): Promise<unknown> {
  // After an abort, the request's own error is only the echo of the timeout, which settles first.
  if ("failure" in answer) {
    if (signal.aborted) throw signal.reason;
    if (answer.failure === "too-large") throw new FeedTooLargeError();
    throw answer.failure === "timeout" ? new FeedTimeoutError(timeoutMs) : new FeedNetworkError(answer.error);
  }
  if (!answer.ok) throw new FeedHttpError(answer.status, answer.statusText, answer.body);
  // Characters never outnumber UTF-8 bytes: an answer that slipped past the reading limit stops here.
  if (answer.body.length > FEED_MAX_ANSWER_BYTES) throw new FeedTooLargeError();
  // The answer came in the task that read its last chunk; the cut and the parse get one each.
  await yieldToMain();
  const text = jsonToParse(answer.body, maxEntries);
  await yieldToMain();
  if (text === undefined) {
    throw new FeedTooLargeError(`${FEED_MAX_JSON_TOKENS.toLocaleString("en-US")} keys and values`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new FeedNotJsonError(error);
  }
}

async function request(path: string, signal: AbortSignal): Promise<EarlyAnswer> {
  const early = takeEarlyAnswer(path);
  return (
    (await early) ??
    (await fetch(feedUrl(path), {
      method: "GET",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      credentials: "include",
      signal,
    }).then(
      (response) => readFeedAnswer(response),
      (error: unknown): EarlyAnswer => ({ failure: "network", error }),
    ))
  );
}

export type GetJsonOptions = {
  /** Entries read of a list answer: what the call asked for (its `per_page`). */
  maxEntries: number;
  /**
   * When the request must have ended (a `Date.now()` time): the end of its query's time budget.
   * It gives up then if that comes before FEED_REQUEST_TIMEOUT_MS.
   */
  deadline?: number;
};

/**
 * GETs a REST path and returns its JSON body, a list cut after `maxEntries` entries. Throws a
 * FeedHttpError for a non-success status, a FeedTimeoutError when the whole answer (body included)
 * takes longer than FEED_REQUEST_TIMEOUT_MS (or runs past `deadline`), a FeedNetworkError when no
 * answer comes, a FeedTooLargeError for an answer past the feed's limits, a FeedNotJsonError for a
 * body that is not JSON. The timer is a plain setTimeout (not AbortSignal.timeout) so that fake
 * clocks in tests can run it.
 */
export async function getJson(path: string, { maxEntries, deadline }: GetJsonOptions): Promise<unknown> {
  const timeoutMs = Math.max(
    0,
    Math.min(FEED_REQUEST_TIMEOUT_MS, (deadline ?? Number.POSITIVE_INFINITY) - Date.now()),
  );
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new FeedTimeoutError(timeoutMs);
      reject(error);
      controller.abort(error);
    }, timeoutMs);
  });
  try {
    const answer = await Promise.race([request(path, controller.signal), timeout]);
    return await jsonOf(answer, controller.signal, timeoutMs, maxEntries);
  } finally {
    clearTimeout(timer);
  }
}
