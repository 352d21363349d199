import { afterEach, describe, expect, it, vi } from "vitest";

import {
  createQueryClient,
  FEED_STALE_TIME_MS,
  latestPostsQuery,
  nextWebinarQuery,
  podcastEpisodesQuery,
  retryDelay,
  webinarPostsQuery,
} from "./queries";

afterEach(() => vi.unstubAllGlobals());

describe("feed query options (SPEC §9)", () => {
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
    expect(latestPostsQuery.retry).toBe(3);
    expect(nextWebinarQuery.retry).toBe(3);
    expect(webinarPostsQuery.retry).toBe(3);
    expect(podcastEpisodesQuery.retry).toBe(2);
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
