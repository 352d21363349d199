import { afterEach, describe, expect, it, vi } from "vitest";

import { FEED_REQUEST_TIMEOUT_MS } from "@/lib/constants";
import {
  FeedNetworkError,
  FeedTimeoutError,
  FeedTooLargeError,
  getJson,
  readFeedAnswer,
} from "@/lib/feed/client";
import { earlyFeedCalls, earlyFeedLimits, type EarlyAnswer } from "@/lib/feed/early-calls";
import { jsonToParse as feedJsonToParse } from "@/lib/feed/json";
import { FEED_MAX_ANSWER_BYTES, FEED_MAX_JSON_STRING_CHARS, FEED_MAX_JSON_TOKENS } from "@/lib/feed/limits";
import { parsePosts, toPostSummary } from "@/lib/feed/normalize";
import {
  FUTURE_WEBINARS_CATEGORY_PATH,
  LATEST_POSTS_PATH,
  nextWebinarPath,
  webinarPostsPath,
  WEBINARS_CATEGORY_PATH,
} from "@/lib/feed/paths";
import { samplePosts } from "@/sample-feed/posts";
import { wpPost } from "@/sample-feed/wordpress";

import {
  jsonToParse,
  leadImageOf,
  preloadLeadImage,
  readAnswer,
  startEarlyFeedCalls,
} from "./early-calls-script";

const BASE = "https://blog.example.org";
/** What the page gives its script (src/components/feed/early-feed-calls.astro). */
const config = (calls: (typeof earlyFeedCalls)[keyof typeof earlyFeedCalls]) => ({
  base: BASE,
  calls,
  timeoutMs: FEED_REQUEST_TIMEOUT_MS,
  limits: earlyFeedLimits,
});
/** What the blog's call reads of a list. */
const SEVEN = { maxEntries: 7 };
const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200 });
const posts = samplePosts.slice(0, 3).map((post, index) => wpPost(post, index, BASE));
const answer = (data: unknown): EarlyAnswer => ({
  ok: true,
  status: 200,
  statusText: "OK",
  body: JSON.stringify(data),
});

/** A fetch that answers each URL from `routes` and records what was asked. */
function fakeFetch(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const route = routes[url];
    if (!route) throw new TypeError("Failed to fetch");
    return route();
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__wupEarlyFeedAnswers;
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe("early feed calls", () => {
  it("make exactly the request getJson makes (docs/product.md §7)", async () => {
    const calls = fakeFetch({ [`${BASE}${LATEST_POSTS_PATH}`]: () => json(posts) });
    await getJson(LATEST_POSTS_PATH, SEVEN);
    startEarlyFeedCalls(config(earlyFeedCalls.blog));
    const [island, early] = calls;
    expect(early?.url).toBe(island?.url);
    const { signal: _signal, ...islandInit } = island?.init ?? {};
    const { signal: earlySignal, ...earlyInit } = early?.init ?? {};
    expect(earlyInit).toEqual(islandInit);
    expect(earlySignal).toBeInstanceOf(AbortSignal);
  });

  it("stand in for the island's first request of a path, and only the first", async () => {
    const calls = fakeFetch({ [`${BASE}${LATEST_POSTS_PATH}`]: () => json(posts) });
    startEarlyFeedCalls(config(earlyFeedCalls.blog));
    expect(calls).toHaveLength(1);
    expect(await getJson(LATEST_POSTS_PATH, SEVEN)).toEqual(posts);
    expect(calls).toHaveLength(1);
    await getJson(LATEST_POSTS_PATH, SEVEN);
    expect(calls).toHaveLength(2);
  });

  it("pass on a refused connection as the island's own request would fail", async () => {
    fakeFetch({});
    startEarlyFeedCalls(config(earlyFeedCalls.blog));
    await expect(getJson(LATEST_POSTS_PATH, SEVEN)).rejects.toBeInstanceOf(FeedNetworkError);
  });

  it("give up after the feed's time limit, so no request is left hanging", async () => {
    vi.useFakeTimers();
    let aborted = false;
    vi.stubGlobal(
      "fetch",
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            aborted = true;
            reject(new DOMException("aborted", "AbortError"));
          });
        }),
    );
    startEarlyFeedCalls(config(earlyFeedCalls.blog));
    const result = getJson(LATEST_POSTS_PATH, SEVEN).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(FEED_REQUEST_TIMEOUT_MS);
    expect(aborted).toBe(true);
    expect(await result).toBeInstanceOf(FeedTimeoutError);
  });

  it("follow a category lookup with the call for its first category", async () => {
    const calls = fakeFetch({
      [`${BASE}${FUTURE_WEBINARS_CATEGORY_PATH}`]: () => json([{ id: 14, name: "Future Webinars" }]),
      [`${BASE}${WEBINARS_CATEGORY_PATH}`]: () => json([{ name: "no id" }, { id: 12, name: "Webinars" }]),
      [`${BASE}${nextWebinarPath(14)}`]: () => json(posts.slice(0, 1)),
      [`${BASE}${webinarPostsPath(12)}`]: () => json(posts),
    });
    startEarlyFeedCalls(config(earlyFeedCalls.webinars));
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls.map((call) => call.url)).toEqual(
      expect.arrayContaining([`${BASE}${nextWebinarPath(14)}`, `${BASE}${webinarPostsPath(12)}`]),
    );
    expect(await getJson(nextWebinarPath(14), SEVEN)).toEqual(posts.slice(0, 1));
  });

  it("start the call that follows a lookup before the island's first request reads the lookup", async () => {
    const calls = fakeFetch({
      [`${BASE}${WEBINARS_CATEGORY_PATH}`]: () => json([{ id: 12, name: "Webinars" }]),
      [`${BASE}${webinarPostsPath(12)}`]: () => json(posts),
    });
    startEarlyFeedCalls(config(earlyFeedCalls.webinars));
    await getJson(WEBINARS_CATEGORY_PATH, { maxEntries: 10 });
    await getJson(webinarPostsPath(12), { maxEntries: 12 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter(({ url }) => url === `${BASE}${webinarPostsPath(12)}`)).toHaveLength(1);
  });

  it("preload the lead post's image as soon as the answer names it", async () => {
    fakeFetch({ [`${BASE}${LATEST_POSTS_PATH}`]: () => json(posts) });
    startEarlyFeedCalls(config(earlyFeedCalls.blog));
    const preload = await vi.waitFor(() => {
      const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
      if (!link) throw new Error("no preload yet");
      return link;
    });
    expect(preload.href).toBe(toPostSummary(parsePosts(posts, 7)[0]!).featuredImage);
    expect(preload.fetchPriority).toBe("high");
  });
});

describe("preloadLeadImage", () => {
  it("paints the lead image in the lead card's skeleton once it has loaded, and stops its pulse", () => {
    document.body.innerHTML =
      '<div data-lead-image class="animate-pulse"></div><div class="animate-pulse"></div>';
    const image = "https://blog.example.org/wp-content/uploads/lead.jpg";
    preloadLeadImage(image);
    const [box, other] = document.body.querySelectorAll<HTMLElement>("div");
    expect(box?.style.backgroundImage).toBe("");
    document.head.querySelector('link[rel="preload"]')?.dispatchEvent(new Event("load"));
    expect(box?.style.backgroundImage).toBe(`url("${image}")`);
    expect(box?.style.animation).toBe("none");
    expect(other?.style.backgroundImage).toBe("");
    document.body.innerHTML = "";
  });
});

describe("leadImageOf", () => {
  it("reads the image the feed's own reader shows for the first post", () => {
    for (const list of [posts, posts.slice(1), [{ title: "no id" }, ...posts]]) {
      expect(leadImageOf(answer(list), 7, earlyFeedLimits)).toBe(
        toPostSummary(parsePosts(list, 7)[0]!).featuredImage,
      );
    }
  });

  it("reads nothing from an answer that names no safe image", () => {
    const withImage = (source_url: unknown) => [
      { id: 1, _embedded: { "wp:featuredmedia": [{ source_url }] } },
    ];
    expect(leadImageOf(answer(withImage("javascript:alert(1)")), 7, earlyFeedLimits)).toBeUndefined();
    expect(leadImageOf(answer(withImage("/relative.jpg")), 7, earlyFeedLimits)).toBeUndefined();
    expect(leadImageOf(answer(withImage(42)), 7, earlyFeedLimits)).toBeUndefined();
    expect(leadImageOf(answer([{ id: 1 }]), 7, earlyFeedLimits)).toBeUndefined();
    expect(leadImageOf(answer({ posts: [] }), 7, earlyFeedLimits)).toBeUndefined();
    expect(
      leadImageOf({ ok: true, status: 200, statusText: "OK", body: "<html>" }, 7, earlyFeedLimits),
    ).toBeUndefined();
    expect(
      leadImageOf(
        { ok: false, status: 500, statusText: "Error", body: JSON.stringify(posts) },
        7,
        earlyFeedLimits,
      ),
    ).toBeUndefined();
  });
});

describe("readAnswer", () => {
  it("reads an answer as the feed's client does", async () => {
    const responses = () => [
      new Response("[]", { status: 200, statusText: "OK" }),
      new Response("Database unavailable", { status: 500, statusText: "Internal Server Error" }),
      new Response("", { status: 401, statusText: "Unauthorized" }),
    ];
    const early = await Promise.all(
      responses().map((response) => readAnswer(Promise.resolve(response), FEED_MAX_ANSWER_BYTES)),
    );
    const client = await Promise.all(responses().map((response) => readFeedAnswer(response)));
    expect(early).toEqual(client);
  });

  it("calls a request without an answer a network failure", async () => {
    const error = new TypeError("Failed to fetch");
    expect(await readAnswer(Promise.reject(error), FEED_MAX_ANSWER_BYTES)).toEqual({
      failure: "network",
      error,
    });
  });
});

describe("early calls within the feed's limits", () => {
  it("stop reading an answer past 2 MB, which the island then refuses as too large", async () => {
    let isCancelled = false;
    const chunk = new TextEncoder().encode(`[${'{"id":1},'.repeat(10_000)}`);
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(chunk),
      cancel: () => {
        isCancelled = true;
      },
    });
    fakeFetch({ [`${BASE}${LATEST_POSTS_PATH}`]: () => new Response(endless, { status: 200 }) });
    startEarlyFeedCalls(config(earlyFeedCalls.blog));
    const error = await getJson(LATEST_POSTS_PATH, SEVEN).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedTooLargeError);
    expect(isCancelled).toBe(true);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it("read an answer past the limit as the island's client does", async () => {
    const big = () => new Response("x".repeat(FEED_MAX_ANSWER_BYTES + 1), { status: 200 });
    const failing = () => new Response("x".repeat(FEED_MAX_ANSWER_BYTES + 1), { status: 500 });
    for (const response of [big, failing]) {
      const early = await readAnswer(Promise.resolve(response()), FEED_MAX_ANSWER_BYTES);
      expect(early).toEqual(await readFeedAnswer(response()));
    }
  });

  it("cut list answers and their long strings exactly as lib/feed does", () => {
    const long = (text: string) => text.repeat(Math.ceil(FEED_MAX_JSON_STRING_CHARS / text.length) + 3);
    const texts = [
      JSON.stringify(posts),
      JSON.stringify(Array.from({ length: 30 }, (_, id) => ({ id, title: 'a "b", [c] {d} \\' }))),
      '[{"id":1},{"id":2},{"id":3, "ti',
      '{"code":"rest_error"}',
      "<!DOCTYPE html><html>{}</html>",
      String.raw`  [ "\\", "\\\"", 1 ] `,
      "[]",
      "42",
      `[{"id":1,"x":[${"0,".repeat(FEED_MAX_JSON_TOKENS)}0]}]`,
      `[${"[".repeat(50)}${"]".repeat(50)}, 1, 2]`,
      JSON.stringify([{ id: 1, title: long("Aa ") }, { id: 2, title: long('"\\é\n') }, { id: 3 }]),
      JSON.stringify([{ id: 1, [long("k")]: long("😀") }]),
      `[{"id":1,"title":"${long("x")}`,
    ];
    for (const text of texts) {
      for (const maxEntries of [1, 2, 7]) {
        expect(jsonToParse(text, maxEntries, earlyFeedLimits)).toBe(feedJsonToParse(text, maxEntries));
      }
    }
  });

  it("read the lead image of 100,000 posts from the first ones only", () => {
    const many = [...posts, ...Array.from({ length: 100_000 }, (_, id) => ({ id: id + 100 }))];
    expect(leadImageOf(answer(many), 7, earlyFeedLimits)).toBe(
      toPostSummary(parsePosts(posts, 7)[0]!).featuredImage,
    );
  });

  it("read no lead image, and make no follow-up call, from entries past the limits", async () => {
    const [lead] = posts;
    const crowded = [{ ...lead, filler: Array.from({ length: FEED_MAX_JSON_TOKENS }, () => 0) }];
    expect(leadImageOf(answer(crowded), 7, earlyFeedLimits)).toBeUndefined();
    const calls = fakeFetch({
      [`${BASE}${WEBINARS_CATEGORY_PATH}`]: () =>
        json([{ id: 12, filler: Array(FEED_MAX_JSON_TOKENS).fill(0) }]),
    });
    startEarlyFeedCalls(config(earlyFeedCalls.webinars));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map(({ url }) => url)).not.toContain(`${BASE}${webinarPostsPath(12)}`);
  });
});
