import { afterEach, describe, expect, it, vi } from "vitest";

import {
  FeedHttpError,
  FeedNetworkError,
  FeedNotJsonError,
  FeedTimeoutError,
  feedUrl,
  getJson,
} from "./client";

afterEach(() => vi.unstubAllGlobals());

describe("getJson", () => {
  it("GETs the path under WP_API_BASE with JSON headers and credentials", async () => {
    const fetchMock = vi.fn(async () => Response.json([{ id: 1 }]));
    vi.stubGlobal("fetch", fetchMock);

    await expect(getJson("/wp-json/wp/v2/posts?per_page=7&_embed")).resolves.toEqual([{ id: 1 }]);
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
    const error = await getJson("/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedHttpError);
    expect((error as FeedHttpError).message).toBe("500: Database unavailable");
  });

  it("falls back to the status text when the body is empty, and throws on 401", async () => {
    vi.stubGlobal("fetch", async () => new Response("", { status: 401, statusText: "Unauthorized" }));
    await expect(getJson("/x")).rejects.toThrow("401: Unauthorized");
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
  it("gives up after 10 s with 'Request timed out after 10 s', and aborts the request", async () => {
    vi.useFakeTimers();
    const fetchMock = fetchThatNeverAnswers();
    vi.stubGlobal("fetch", fetchMock);

    const outcome = getJson("/x").catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(9_999);
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(FeedTimeoutError);
    expect((error as Error).message).toBe("Request timed out after 10 s");
    expect(signal?.aborted).toBe(true);
  });

  it("gives up after 10 s on a body that never ends, too", async () => {
    vi.useFakeTimers();
    const endlessBody = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('[{"id": 1')),
    });
    vi.stubGlobal("fetch", async () => new Response(endlessBody, { status: 200 }));

    const outcome = getJson("/x").catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toBeInstanceOf(FeedTimeoutError);
  });

  it("leaves no timer behind once the answer has come", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", async () => Response.json([]));
    await getJson("/x");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reports a body that is not JSON as such, not with the JSON parser's message", async () => {
    for (const body of [
      "<!DOCTYPE html><html><body>Maintenance</body></html>",
      '[{"id": 1, "title": {"rend',
    ]) {
      vi.stubGlobal("fetch", async () => new Response(body, { status: 200 }));
      const error = await getJson("/x").catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FeedNotJsonError);
      expect((error as Error).message).toBe("The answer is not JSON");
    }
  });

  it("reports a request that fails without an answer as 'Network error', whatever the browser says", async () => {
    const refusal = new TypeError("Failed to fetch");
    vi.stubGlobal("fetch", async () => Promise.reject(refusal));
    const error = await getJson("/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedNetworkError);
    expect((error as Error).message).toBe("Network error");
    expect((error as Error).cause).toBe(refusal);
  });
});
