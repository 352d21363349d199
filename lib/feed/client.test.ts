import { afterEach, describe, expect, it, vi } from "vitest";

import { FEED_REQUEST_TIMEOUT_MS } from "@/lib/constants";

import {
  FeedHttpError,
  FeedNetworkError,
  FeedNotJsonError,
  FeedTimeoutError,
  FeedTooLargeError,
  feedUrl,
  getJson,
} from "./client";
import { FEED_MAX_ANSWER_BYTES } from "./limits";

/** What the blog's call reads of a list. */
const SEVEN = { maxEntries: 7 };
const TIMEOUT_MESSAGE = `Request timed out after ${FEED_REQUEST_TIMEOUT_MS / 1000} s`;

afterEach(() => vi.unstubAllGlobals());

describe("getJson", () => {
  it("GETs the path under WP_API_BASE with JSON headers and credentials", async () => {
    const fetchMock = vi.fn(async () => Response.json([{ id: 1 }]));
    vi.stubGlobal("fetch", fetchMock);

    await expect(getJson("/wp-json/wp/v2/posts?per_page=7&_embed", SEVEN)).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith("https://blog.example.org/wp-json/wp/v2/posts?per_page=7&_embed", {
      method: "GET",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      credentials: "include",
      signal: expect.any(AbortSignal) as AbortSignal,
    });
  });

  it("throws '{status}: {body}' for a non-success status", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response("Database unavailable", { status: 500, statusText: "Server Error" }),
    );
    const error = await getJson("/x", SEVEN).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedHttpError);
    expect((error as FeedHttpError).message).toBe("500: Database unavailable");
  });

  it("falls back to the status text when the body is empty, and throws on 401", async () => {
    vi.stubGlobal("fetch", async () => new Response("", { status: 401, statusText: "Unauthorized" }));
    await expect(getJson("/x", SEVEN)).rejects.toThrow("401: Unauthorized");
  });

  it("joins the base and the path with one slash", () => {
    expect(feedUrl("/wp-json/wp/v2/categories?slug=webinars")).toBe(
      "https://blog.example.org/wp-json/wp/v2/categories?slug=webinars",
    );
  });
});

/** A fetch that never answers, as a stalled server; it gives up only when its signal aborts. */
function fetchThatNeverAnswers() {
  return vi.fn(
    (_input: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      }),
  );
}

describe("getJson when the feed misbehaves", () => {
  it(`gives up after ${FEED_REQUEST_TIMEOUT_MS / 1000} s with '${TIMEOUT_MESSAGE}', and aborts the request`, async () => {
    vi.useFakeTimers();
    const fetchMock = fetchThatNeverAnswers();
    vi.stubGlobal("fetch", fetchMock);

    const outcome = getJson("/x", SEVEN).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(FEED_REQUEST_TIMEOUT_MS - 1);
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(FeedTimeoutError);
    expect((error as Error).message).toBe(TIMEOUT_MESSAGE);
    expect(signal?.aborted).toBe(true);
  });

  it("gives up on a body that never ends, too", async () => {
    vi.useFakeTimers();
    const endlessBody = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('[{"id": 1')),
    });
    vi.stubGlobal("fetch", async () => new Response(endlessBody, { status: 200 }));

    const outcome = getJson("/x", SEVEN).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(FEED_REQUEST_TIMEOUT_MS);
    expect(await outcome).toBeInstanceOf(FeedTimeoutError);
  });

  it("leaves no timer behind once the answer has come", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", async () => Response.json([]));
    await getJson("/x", SEVEN);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reports a body that is not JSON as such, not with the JSON parser's message", async () => {
    for (const body of [
      "<!DOCTYPE html><html><body>Maintenance</body></html>",
      '[{"id": 1, "title": {"rend',
    ]) {
      vi.stubGlobal("fetch", async () => new Response(body, { status: 200 }));
      const error = await getJson("/x", SEVEN).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FeedNotJsonError);
      expect((error as Error).message).toBe("The answer is not JSON");
    }
  });

  it("reports a request that fails without an answer as 'Network error', whatever the browser says", async () => {
    const refusal = new TypeError("Failed to fetch");
    vi.stubGlobal("fetch", async () => Promise.reject(refusal));
    const error = await getJson("/x", SEVEN).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedNetworkError);
    expect((error as Error).message).toBe("Network error");
    expect((error as Error).cause).toBe(refusal);
  });
});

/** A body of `chunk` repeated for ever, as a hostile server can send; records whether it was cancelled. */
function endlessBody(chunk: string) {
  const bytes = new TextEncoder().encode(chunk);
  const state = { sent: 0, isCancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull: (controller) => {
      state.sent += bytes.byteLength;
      controller.enqueue(bytes);
    },
    cancel: () => {
      state.isCancelled = true;
    },
  });
  return { body, state };
}

describe("getJson's limits on answers", () => {
  it("stops reading a body past 2 MB and fails with 'The answer is too large (over 2 MB)'", async () => {
    const { body, state } = endlessBody(
      `[${'{"id":1,"title":{"rendered":"&#65;&#65;&#65;"}},'.repeat(1000)}`,
    );
    vi.stubGlobal("fetch", async () => new Response(body, { status: 200 }));
    const error = await getJson("/x", SEVEN).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedTooLargeError);
    expect((error as Error).message).toBe("The answer is too large (over 2 MB)");
    expect(state.isCancelled).toBe(true);
    expect(state.sent).toBeLessThan(FEED_MAX_ANSWER_BYTES + 100_000);
  });

  it("counts the body's bytes, not its characters", async () => {
    // Half as many characters as the limit has bytes, each two bytes in UTF-8.
    const title = "é".repeat(FEED_MAX_ANSWER_BYTES / 2);
    vi.stubGlobal("fetch", async () => Response.json([{ id: 1, title }]));
    await expect(getJson("/x", SEVEN)).rejects.toBeInstanceOf(FeedTooLargeError);
    vi.stubGlobal("fetch", async () => Response.json([{ id: 1, title: title.slice(100) }]));
    expect(((await getJson("/x", SEVEN)) as unknown[]).length).toBe(1);
  });

  it("keeps the status of an error answer, whatever the size of its body", async () => {
    const { body } = endlessBody("Database unavailable. ");
    vi.stubGlobal(
      "fetch",
      async () => new Response(body, { status: 503, statusText: "Service Unavailable" }),
    );
    await expect(getJson("/x", SEVEN)).rejects.toThrow("503: Service Unavailable");
  });

  it("returns only the entries the call asked for", async () => {
    const posts = Array.from({ length: 100_000 }, (_, id) => ({ id }));
    vi.stubGlobal("fetch", async () => Response.json(posts));
    await expect(getJson("/x", SEVEN)).resolves.toEqual(posts.slice(0, 7));
  });

  it("refuses entries with more than 100,000 keys and values", async () => {
    vi.stubGlobal("fetch", async () => new Response(`[{"id":1,"x":[${"0,".repeat(100_000)}0]}]`));
    const error = await getJson("/x", SEVEN).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedTooLargeError);
    expect((error as Error).message).toBe("The answer is too large (over 100,000 keys and values)");
  });

  it("gives up at its query's deadline when that comes first, saying when", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", fetchThatNeverAnswers());
    const outcome = getJson("/x", { ...SEVEN, deadline: Date.now() + 3_500 }).catch(
      (caught: unknown) => caught,
    );
    await vi.advanceTimersByTimeAsync(3_500);
    const error = await outcome;
    expect(error).toBeInstanceOf(FeedTimeoutError);
    expect((error as Error).message).toBe("Request timed out after 3.5 s");
  });

  it("keeps its own time limit when the deadline is later", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", fetchThatNeverAnswers());
    const outcome = getJson("/x", { ...SEVEN, deadline: Date.now() + 60_000 }).catch(
      (caught: unknown) => caught,
    );
    await vi.advanceTimersByTimeAsync(FEED_REQUEST_TIMEOUT_MS);
    expect(((await outcome) as Error).message).toBe(TIMEOUT_MESSAGE);
  });
});
