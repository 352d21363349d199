import { afterEach, describe, expect, it, vi } from "vitest";

import { startEarlyFeedCalls } from "@/lib/feed/early-calls-script";
import { FEED_QUERY_BUDGET_MS, FEED_REQUEST_TIMEOUT_MS } from "@/lib/constants";

import { earlyFeedCalls, earlyFeedLimits } from "./early-calls";

import {
  createQueryClient,
  FEED_STALE_TIME_MS,
  latestPostsQuery,
  nextWebinarQuery,
  podcastEpisodesQuery,
  retryDelay,
  webinarPostsQuery,
} from "./queries";

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__wupEarlyFeedAnswers;
});

describe("feed query options (docs/product.md §9)", () => {
  it("key each query by its request path", () => {
    expect(latestPostsQuery.queryKey[0]).toBe("/wp-json/wp/v2/posts?per_page=7&_embed");
    expect(nextWebinarQuery.queryKey[0]).toBe("/wp-json/wp/v2/categories?slug=future-webinars");
    expect(webinarPostsQuery.queryKey[0]).toBe("/wp-json/wp/v2/categories?slug=webinars");
    expect(podcastEpisodesQuery.queryKey[0]).toBe("/wp-json/wp/v2/categories?search=podparks");
  });

  it("are fresh for 5 minutes with no focus refetch and no interval", () => {
    for (const query of [latestPostsQuery, nextWebinarQuery, webinarPostsQuery, podcastEpisodesQuery]) {
      expect(query.staleTime).toBe(5 * 60 * 1000);
      expect(query.refetchOnWindowFocus).toBe(false);
      expect(query.refetchInterval).toBe(false);
    }
  });

  it("retry 3 times for blog and webinars and 2 times for the podcast", () => {
    const retries = (query: { retry?: unknown }) => {
      const retry = query.retry;
      if (typeof retry !== "function") throw new Error("retry is not a function");
      return [0, 1, 2, 3].filter((count) => retry(count, new Error("500")) === true).length;
    };
    expect(retries(latestPostsQuery)).toBe(3);
    expect(retries(nextWebinarQuery)).toBe(3);
    expect(retries(webinarPostsQuery)).toBe(3);
    expect(retries(podcastEpisodesQuery)).toBe(2);
  });

  it("back off 1 s, doubling, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((count) => retryDelay(count))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it("make no retries by default", () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.retry).toBe(false);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
    expect(client.getDefaultOptions().queries?.staleTime).toBe(FEED_STALE_TIME_MS);
  });
});

describe("retry policy in action", () => {
  function failingFeed() {
    const times: number[] = [];
    vi.stubGlobal("fetch", async () => {
      times.push(Date.now());
      return new Response("", { status: 500, statusText: "Internal Server Error" });
    });
    return times;
  }

  it("the blog feed tries 4 times, 1 s, 2 s and 4 s apart, then fails with the spec's message", async () => {
    vi.useFakeTimers();
    const times = failingFeed();
    const result = createQueryClient()
      .query(latestPostsQuery)
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await result;
    expect(times).toHaveLength(4);
    expect(times.slice(1).map((time, index) => time - (times[index] ?? 0))).toEqual([1000, 2000, 4000]);
    expect((error as Error).message).toBe("Failed to fetch blog posts: 500 Internal Server Error");
  });

  it("the podcast feed tries 3 times, 1 s and 2 s apart", async () => {
    vi.useFakeTimers();
    const times = failingFeed();
    const result = createQueryClient()
      .query(podcastEpisodesQuery)
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await result;
    expect(times).toHaveLength(3);
    expect(times.slice(1).map((time, index) => time - (times[index] ?? 0))).toEqual([1000, 2000]);
    expect((error as Error).message).toBe("Failed to fetch categories: 500 Internal Server Error");
  });
});

/** A fetch that never answers, as a stalled server; it gives up only when its signal aborts. */
const neverAnswers = (_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
  });

/** Runs `query` on a fake clock until it settles; returns when (ms after it started) and how. */
async function settle(run: () => Promise<unknown>, withinMs = 60_000) {
  const start = Date.now();
  let settledAt: number | undefined;
  const outcome: Promise<{ data?: unknown; error?: Error }> = run().then(
    (data: unknown) => ({ data }),
    (error: unknown) => ({ error: error as Error }),
  );
  void outcome.finally(() => (settledAt = Date.now() - start));
  for (let elapsed = 0; settledAt === undefined && elapsed < withinMs; elapsed += 100) {
    await vi.advanceTimersByTimeAsync(100);
  }
  return { ...(await outcome), settledAt };
}

/** Fake timers, and a fetch that never answers and notes the time of each call. */
function feedThatNeverAnswers(): { times: number[]; start: number } {
  vi.useFakeTimers();
  const times: number[] = [];
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    times.push(Date.now());
    return neverAnswers(input, init);
  });
  return { times, start: Date.now() };
}

describe(`each fetch's time budget (${FEED_QUERY_BUDGET_MS / 1000} s)`, () => {
  const timedOut = `Request timed out after ${FEED_REQUEST_TIMEOUT_MS / 1000} s`;

  it("a WordPress that never answers: the blog's error comes within the budget, after two tries 1 s apart", async () => {
    const { times, start } = feedThatNeverAnswers();
    const { error, settledAt } = await settle(() => createQueryClient().query(latestPostsQuery));
    expect(error?.message).toBe(`Failed to fetch blog posts: ${timedOut}`);
    expect(settledAt).toBeLessThanOrEqual(FEED_QUERY_BUDGET_MS);
    // 8 s, 1 s of backoff, 8 s: a third try (after 2 s more) could not end within 20 s.
    expect(times.map((time) => time - start)).toEqual([0, FEED_REQUEST_TIMEOUT_MS + 1000]);
    expect(settledAt).toBe(2 * FEED_REQUEST_TIMEOUT_MS + 1000);
  });

  it("the same for the podcast and the webinars, whose tries make two calls each", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", neverAnswers);
    const runs = [
      () => createQueryClient().query(podcastEpisodesQuery),
      () => createQueryClient().query(webinarPostsQuery),
      () => createQueryClient().query(nextWebinarQuery),
    ];
    for (const run of runs) {
      const { error, settledAt } = await settle(run);
      expect(error?.message).toBe(`Failed to fetch categories: ${timedOut}`);
      expect(settledAt).toBeLessThanOrEqual(FEED_QUERY_BUDGET_MS);
    }
  });

  it("a slow category lookup then a post call that hangs still end within the budget", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes("/categories")) return neverAnswers(input, init);
      await new Promise((resolve) => setTimeout(resolve, FEED_REQUEST_TIMEOUT_MS - 500));
      return Response.json([{ id: 12, name: "Webinars" }]);
    });
    const { error, settledAt } = await settle(() => createQueryClient().query(webinarPostsQuery));
    expect(error?.message).toMatch(/^Failed to fetch webinar posts: Request timed out after/);
    expect(settledAt).toBeLessThanOrEqual(FEED_QUERY_BUDGET_MS);
  });

  it("a WordPress that answers in 5 s still loads, even the webinars' two calls one after the other", async () => {
    vi.useFakeTimers();
    let requests = 0;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      requests += 1;
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      return String(input).includes("/categories")
        ? Response.json([{ id: 12, name: "Webinars" }])
        : Response.json([{ id: 1, title: { rendered: "Recorded" } }]);
    });
    const { data, settledAt } = await settle(() => createQueryClient().query(webinarPostsQuery));
    expect(data).toEqual([expect.objectContaining({ title: "Recorded" })]);
    expect(settledAt).toBe(10_000);
    expect(requests).toBe(2);
  });

  it.each([
    ["while the early call still waits", 7_500],
    ["after the early call gave up", FEED_REQUEST_TIMEOUT_MS + 1_000],
  ])(
    "a fetch whose early call the feed never answered counts its budget from that call: an island that hydrates %s",
    async (_when, hydration) => {
      const { times, start } = feedThatNeverAnswers();
      startEarlyFeedCalls({
        base: "https://blog.example.org",
        calls: earlyFeedCalls.blog,
        timeoutMs: FEED_REQUEST_TIMEOUT_MS,
        limits: earlyFeedLimits,
      });
      // The island's code arrives seconds later, on a slow phone.
      await vi.advanceTimersByTimeAsync(hydration);
      const { error, settledAt } = await settle(() => createQueryClient().query(latestPostsQuery));
      expect(error?.message).toBe(`Failed to fetch blog posts: ${timedOut}`);
      // The early call and one retry: a third try could not end within the budget.
      expect(times).toHaveLength(2);
      expect(times[0]).toBe(start);
      expect(hydration + (settledAt ?? Number.NaN)).toBeLessThanOrEqual(FEED_QUERY_BUDGET_MS);
    },
  );

  it("an early call that failed at once leaves an island that hydrates late every retry", async () => {
    vi.useFakeTimers();
    const times: number[] = [];
    vi.stubGlobal("fetch", async () => {
      times.push(Date.now());
      return new Response("", { status: 500, statusText: "Internal Server Error" });
    });
    const start = Date.now();
    startEarlyFeedCalls({
      base: "https://blog.example.org",
      calls: earlyFeedCalls.blog,
      timeoutMs: FEED_REQUEST_TIMEOUT_MS,
      limits: earlyFeedLimits,
    });
    await vi.advanceTimersByTimeAsync(7_500);
    const { error } = await settle(() => createQueryClient().query(latestPostsQuery));
    expect(error?.message).toBe("Failed to fetch blog posts: 500 Internal Server Error");
    // The early call, then docs/product.md §9's three retries, 1 s, 2 s and 4 s apart.
    expect(times.map((time) => time - start)).toEqual([0, 8_500, 10_500, 14_500]);
  });

  it("Try Again starts a new budget, with its own tries", async () => {
    vi.useFakeTimers();
    let requests = 0;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      requests += 1;
      return neverAnswers(input, init);
    });
    const client = createQueryClient();
    await settle(() => client.query(latestPostsQuery));
    expect(requests).toBe(2);
    const { error, settledAt } = await settle(() => client.query(latestPostsQuery));
    expect(error).toBeInstanceOf(Error);
    expect(requests).toBe(4);
    expect(settledAt).toBeLessThanOrEqual(FEED_QUERY_BUDGET_MS);
  });
});
