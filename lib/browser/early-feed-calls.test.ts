import { afterEach, describe, expect, it, vi } from "vitest";

import { FEED_REQUEST_TIMEOUT_MS } from "@/lib/constants";
import { FeedNetworkError, FeedTimeoutError, getJson, readFeedAnswer } from "@/lib/feed/client";
import { earlyFeedCalls, type EarlyAnswer } from "@/lib/feed/early-calls";
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

import { leadImageOf, preloadLeadImage, readAnswer, startEarlyFeedCalls } from "./early-feed-calls";

const BASE = "https://blog.example.org";
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
  it("make exactly the request getJson makes (SPEC §7)", async () => {
    const calls = fakeFetch({ [`${BASE}${LATEST_POSTS_PATH}`]: () => json(posts) });
    await getJson(LATEST_POSTS_PATH);
    startEarlyFeedCalls({ base: BASE, calls: earlyFeedCalls.blog, timeoutMs: FEED_REQUEST_TIMEOUT_MS });
    const [island, early] = calls;
    expect(early?.url).toBe(island?.url);
    const { signal: _signal, ...islandInit } = island?.init ?? {};
    const { signal: earlySignal, ...earlyInit } = early?.init ?? {};
    expect(earlyInit).toEqual(islandInit);
    expect(earlySignal).toBeInstanceOf(AbortSignal);
  });

  it("stand in for the island's first request of a path, and only the first", async () => {
    const calls = fakeFetch({ [`${BASE}${LATEST_POSTS_PATH}`]: () => json(posts) });
    startEarlyFeedCalls({ base: BASE, calls: earlyFeedCalls.blog, timeoutMs: FEED_REQUEST_TIMEOUT_MS });
    expect(calls).toHaveLength(1);
    expect(await getJson(LATEST_POSTS_PATH)).toEqual(posts);
    expect(calls).toHaveLength(1);
    await getJson(LATEST_POSTS_PATH);
    expect(calls).toHaveLength(2);
  });

  it("pass on a refused connection as the island's own request would fail", async () => {
    fakeFetch({});
    startEarlyFeedCalls({ base: BASE, calls: earlyFeedCalls.blog, timeoutMs: FEED_REQUEST_TIMEOUT_MS });
    await expect(getJson(LATEST_POSTS_PATH)).rejects.toBeInstanceOf(FeedNetworkError);
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
    startEarlyFeedCalls({ base: BASE, calls: earlyFeedCalls.blog, timeoutMs: FEED_REQUEST_TIMEOUT_MS });
    const result = getJson(LATEST_POSTS_PATH).catch((error: unknown) => error);
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
    startEarlyFeedCalls({ base: BASE, calls: earlyFeedCalls.webinars, timeoutMs: FEED_REQUEST_TIMEOUT_MS });
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls.map((call) => call.url)).toEqual(
      expect.arrayContaining([`${BASE}${nextWebinarPath(14)}`, `${BASE}${webinarPostsPath(12)}`]),
    );
    expect(await getJson(nextWebinarPath(14))).toEqual(posts.slice(0, 1));
  });

  it("preload the lead post's image as soon as the answer names it", async () => {
    fakeFetch({ [`${BASE}${LATEST_POSTS_PATH}`]: () => json(posts) });
    startEarlyFeedCalls({ base: BASE, calls: earlyFeedCalls.blog, timeoutMs: FEED_REQUEST_TIMEOUT_MS });
    const preload = await vi.waitFor(() => {
      const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
      if (!link) throw new Error("no preload yet");
      return link;
    });
    expect(preload.href).toBe(toPostSummary(parsePosts(posts)[0]!).featuredImage);
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
      expect(leadImageOf(answer(list))).toBe(toPostSummary(parsePosts(list)[0]!).featuredImage);
    }
  });

  it("reads nothing from an answer that names no safe image", () => {
    const withImage = (source_url: unknown) => [
      { id: 1, _embedded: { "wp:featuredmedia": [{ source_url }] } },
    ];
    expect(leadImageOf(answer(withImage("javascript:alert(1)")))).toBeUndefined();
    expect(leadImageOf(answer(withImage("/relative.jpg")))).toBeUndefined();
    expect(leadImageOf(answer(withImage(42)))).toBeUndefined();
    expect(leadImageOf(answer([{ id: 1 }]))).toBeUndefined();
    expect(leadImageOf(answer({ posts: [] }))).toBeUndefined();
    expect(leadImageOf({ ok: true, status: 200, statusText: "OK", body: "<html>" })).toBeUndefined();
    expect(
      leadImageOf({ ok: false, status: 500, statusText: "Error", body: JSON.stringify(posts) }),
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
    const early = await Promise.all(responses().map((response) => readAnswer(Promise.resolve(response))));
    const client = await Promise.all(responses().map((response) => readFeedAnswer(response)));
    expect(early).toEqual(client);
  });

  it("calls a request without an answer a network failure", async () => {
    const error = new TypeError("Failed to fetch");
    expect(await readAnswer(Promise.reject(error))).toEqual({ failure: "network", error });
  });
});
