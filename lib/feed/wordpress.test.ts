import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";

import { FEED_REQUEST_TIMEOUT_MS } from "@/lib/constants";
import { FEED_EXCERPT_MAX_CHARS } from "./limits";
import { categoriesResponse, postsResponse } from "@/sample-feed/wordpress";

import {
  fetchLatestPosts,
  fetchNextWebinar,
  fetchPodcastEpisodes,
  fetchWebinarPosts,
  FUTURE_WEBINARS_NOT_FOUND,
  WEBINARS_NOT_FOUND,
} from "./wordpress";
import { INVALID_POSTS_MESSAGE } from "./normalize";
import { BLOG_POST_COUNT, PODCAST_EPISODE_COUNT, WEBINAR_POST_COUNT } from "./paths";

const BASE = "https://blog.example.org";
const TIMED_OUT = `Request timed out after ${FEED_REQUEST_TIMEOUT_MS / 1000} s`;

type Override = (path: string) => Response | Promise<Response> | undefined;

/** fetch answered by the bundled sample feed's fixtures, unless an override answers first. */
function stubFeed(override: Override = () => undefined) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const path = `${url.pathname}${url.search}`;
    calls.push(path);
    const overridden = override(path);
    if (overridden) return overridden;
    if (url.pathname.endsWith("/categories"))
      return Response.json(categoriesResponse(url.searchParams, BASE));
    return Response.json(postsResponse(url.searchParams, BASE));
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

const failing = (status: number, statusText: string, body = "") => new Response(body, { status, statusText });

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe("blog posts (call 3)", () => {
  it("requests the latest 7 posts with _embed and normalises them", async () => {
    const calls = stubFeed();
    const posts = await fetchLatestPosts();
    expect(calls).toEqual(["/wp-json/wp/v2/posts?per_page=7&_embed"]);
    expect(posts).toHaveLength(7);
    const [first] = posts;
    expect(first).toMatchObject({
      title: "Webinar: Designing for Nature‑Based Play in Dense Cities",
      category: "Future Webinars",
      formattedDate: "Nov 20, 2026",
      featuredImage: `${BASE}/wp-content/uploads/2026/sample-5.jpg`,
      link: `${BASE}/future-webinar-nature-based-play/`,
    });
    expect(posts[1]?.title).toBe("Parks & People: What’s Next for Urban Green Space?");
    expect(posts[1]?.excerpt).not.toMatch(/[<>]|&[a-z]+;/);
  });

  it("throws 'Failed to fetch blog posts: {status} {statusText}'", async () => {
    stubFeed(() => failing(503, "Service Unavailable", "maintenance"));
    await expect(fetchLatestPosts()).rejects.toThrow("Failed to fetch blog posts: 503 Service Unavailable");
  });

  it("throws 'Invalid posts data received from API' when the body is not a list", async () => {
    stubFeed(() => Response.json({ code: "rest_error" }));
    await expect(fetchLatestPosts()).rejects.toThrow("Invalid posts data received from API");
  });

  it("returns an empty list for an empty feed", async () => {
    stubFeed(() => Response.json([]));
    await expect(fetchLatestPosts()).resolves.toEqual([]);
  });

  it("warns, and leaves the fields empty, for a post without image or category", async () => {
    stubFeed(() =>
      Response.json([
        { id: 7, date: "2025-01-05T10:00:00", link: "https://b.example/p", title: { rendered: "T" } },
      ]),
    );
    const [post] = await fetchLatestPosts();
    expect(post).toEqual({
      id: 7,
      title: "T",
      link: "https://b.example/p",
      excerpt: "",
      featuredImage: undefined,
      category: undefined,
      date: "2025-01-05T10:00:00",
      formattedDate: "Jan 5, 2025",
    });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("renders hostile markup inert and refuses non-http links and images", async () => {
    stubFeed(() =>
      Response.json([
        {
          id: 9,
          date: "2025-01-05",
          link: "javascript:alert(1)",
          title: { rendered: '<img src=x onerror="alert(1)">Safe <script>alert(2)</script>title' },
          excerpt: { rendered: "<p>Text<iframe src='https://evil.example'></iframe></p>" },
          _embedded: { "wp:featuredmedia": [{ source_url: "javascript:alert(3)" }] },
        },
        { id: "not a number" },
      ]),
    );
    const posts = await fetchLatestPosts();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      title: "Safe title",
      excerpt: "Text",
      link: "#",
      featuredImage: undefined,
    });
  });
});

describe("next webinar (calls 1-2)", () => {
  it("reads the future-webinars category, then its latest post", async () => {
    const calls = stubFeed();
    const webinar = await fetchNextWebinar();
    expect(calls).toEqual([
      "/wp-json/wp/v2/categories?slug=future-webinars",
      "/wp-json/wp/v2/posts?categories=13&per_page=1&_embed&orderby=date&order=desc",
    ]);
    expect(webinar?.title).toBe("Webinar: Designing for Nature‑Based Play in Dense Cities");
  });

  it("throws 'Future Webinars category not found' for an empty category list", async () => {
    stubFeed((path) => (path.includes("/categories") ? Response.json([]) : undefined));
    await expect(fetchNextWebinar()).rejects.toThrow(FUTURE_WEBINARS_NOT_FOUND);
  });

  it("throws 'Failed to fetch categories' and 'Failed to fetch future webinars' for failing calls", async () => {
    stubFeed((path) => (path.includes("/categories") ? failing(500, "Internal Server Error") : undefined));
    await expect(fetchNextWebinar()).rejects.toThrow("Failed to fetch categories: 500 Internal Server Error");
    stubFeed((path) => (path.includes("/posts") ? failing(404, "Not Found") : undefined));
    await expect(fetchNextWebinar()).rejects.toThrow("Failed to fetch future webinars: 404 Not Found");
  });

  it("is null when the category has no posts", async () => {
    stubFeed((path) => (path.includes("/posts") ? Response.json([]) : undefined));
    await expect(fetchNextWebinar()).resolves.toBeNull();
  });
});

describe("webinar posts (calls 4-5)", () => {
  it("reads the webinars category, then 12 of its posts", async () => {
    const calls = stubFeed();
    const webinars = await fetchWebinarPosts();
    expect(calls).toEqual([
      "/wp-json/wp/v2/categories?slug=webinars",
      "/wp-json/wp/v2/posts?categories=12&per_page=12&_embed",
    ]);
    expect(webinars).toHaveLength(8);
    expect(webinars.every((webinar) => webinar.category === "Webinars")).toBe(true);
  });

  it("throws 'Webinars category not found' for an empty or non-list answer", async () => {
    stubFeed((path) => (path.includes("/categories") ? Response.json([]) : undefined));
    await expect(fetchWebinarPosts()).rejects.toThrow(WEBINARS_NOT_FOUND);
    stubFeed((path) => (path.includes("/categories") ? Response.json({ oops: true }) : undefined));
    await expect(fetchWebinarPosts()).rejects.toThrow(WEBINARS_NOT_FOUND);
  });

  it("throws 'Failed to fetch webinar posts: {status} {statusText}'", async () => {
    stubFeed((path) => (path.includes("/posts") ? failing(502, "Bad Gateway") : undefined));
    await expect(fetchWebinarPosts()).rejects.toThrow("Failed to fetch webinar posts: 502 Bad Gateway");
  });
});

describe("podcast episodes (calls 6-7)", () => {
  it("uses the category whose name contains 'podpark'", async () => {
    const calls = stubFeed();
    const episodes = await fetchPodcastEpisodes();
    expect(calls).toEqual([
      "/wp-json/wp/v2/categories?search=podparks",
      "/wp-json/wp/v2/posts?categories=21&per_page=7&_embed",
    ]);
    expect(episodes).toHaveLength(7);
    expect(episodes[0]).toMatchObject({
      id: expect.any(String) as string,
      title: "PodParks 40. Green Streets and the Park Next Door",
      category: "PodParks",
      author: "PodParks Team",
      formattedDate: "November 12, 2026",
    });
  });

  it("without such a category, keeps the first 7 of 20 posts that mention podparks or podcast", async () => {
    const calls = stubFeed((path) =>
      path.includes("/categories") ? Response.json([{ id: 4, name: "Design", slug: "design" }]) : undefined,
    );
    const episodes = await fetchPodcastEpisodes();
    expect(calls).toEqual([
      "/wp-json/wp/v2/categories?search=podparks",
      "/wp-json/wp/v2/posts?per_page=20&_embed",
    ]);
    expect(episodes.length).toBeGreaterThan(0);
    expect(episodes.length).toBeLessThanOrEqual(7);
    expect(
      episodes.every((episode) =>
        /podpark|podcast/i.test(`${episode.title} ${episode.excerpt} ${episode.content}`),
      ),
    ).toBe(true);
  });

  it("applies the episode defaults", async () => {
    stubFeed((path) =>
      path.includes("/categories")
        ? Response.json([{ id: 21, name: "PodParks" }])
        : Response.json([{ id: 3, date: "someday", content: { rendered: "<p>Only content</p>" } }]),
    );
    const [episode] = await fetchPodcastEpisodes();
    expect(episode).toEqual({
      id: "3",
      title: "Untitled Episode",
      excerpt: "Only content",
      content: "Only content",
      link: "#",
      featuredImage: null,
      category: "Podparks",
      publishedDate: "someday",
      formattedDate: "Recent",
      author: "World Urban Parks editorial team",
    });
  });

  it("cuts an excerpt read from the content to the length of an excerpt", async () => {
    stubFeed((path) =>
      path.includes("/categories")
        ? Response.json([{ id: 21, name: "PodParks" }])
        : Response.json([{ id: 5, content: { rendered: `<p>${"Word ".repeat(5_000)}</p>` } }]),
    );
    const [episode] = await fetchPodcastEpisodes();
    expect(episode?.excerpt.length).toBeLessThanOrEqual(FEED_EXCERPT_MAX_CHARS);
    expect(episode?.content.length).toBeGreaterThan(FEED_EXCERPT_MAX_CHARS);
  });

  it("says 'No description available' when there is no excerpt and no content", async () => {
    stubFeed((path) =>
      path.includes("/categories")
        ? Response.json([{ id: 21, name: "PodParks" }])
        : Response.json([{ id: 4 }]),
    );
    const [episode] = await fetchPodcastEpisodes();
    expect(episode?.excerpt).toBe("No description available");
  });

  it("throws 'Failed to fetch posts: {status} {statusText}'", async () => {
    stubFeed((path) => (path.includes("/posts") ? failing(500, "Internal Server Error") : undefined));
    await expect(fetchPodcastEpisodes()).rejects.toThrow("Failed to fetch posts: 500 Internal Server Error");
  });
});

describe("every call when the feed misbehaves", () => {
  const notJson = {
    "an HTML page": () =>
      new Response("<!DOCTYPE html><html><body>Maintenance</body></html>", {
        status: 200,
        headers: { "Content-Type": "text/html" },
      }),
    "truncated JSON": () => new Response('[{"id": 1, "title": {"rendered": "Broken', { status: 200 }),
  };

  for (const [name, answer] of Object.entries(notJson)) {
    it(`throws 'Invalid posts data received from API' for posts answered with ${name}`, async () => {
      const posts = (path: string) => (path.includes("/posts") ? answer() : undefined);
      stubFeed(posts);
      await expect(fetchLatestPosts()).rejects.toThrow(INVALID_POSTS_MESSAGE);
      stubFeed(posts);
      await expect(fetchWebinarPosts()).rejects.toThrow(INVALID_POSTS_MESSAGE);
      stubFeed(posts);
      await expect(fetchNextWebinar()).rejects.toThrow(INVALID_POSTS_MESSAGE);
      stubFeed(posts);
      await expect(fetchPodcastEpisodes()).rejects.toThrow(INVALID_POSTS_MESSAGE);
    });

    it(`reads categories answered with ${name} as no category, as a body that is not a list`, async () => {
      const categories = (path: string) => (path.includes("/categories") ? answer() : undefined);
      stubFeed(categories);
      await expect(fetchWebinarPosts()).rejects.toThrow(WEBINARS_NOT_FOUND);
      stubFeed(categories);
      await expect(fetchNextWebinar()).rejects.toThrow(FUTURE_WEBINARS_NOT_FOUND);
      // Without a PodParks category, docs/product.md §7 falls back to the latest 20 posts.
      const calls = stubFeed(categories);
      await expect(fetchPodcastEpisodes()).resolves.not.toHaveLength(0);
      expect(calls).toEqual([
        "/wp-json/wp/v2/categories?search=podparks",
        "/wp-json/wp/v2/posts?per_page=20&_embed",
      ]);
    });
  }

  it(`wraps a timeout in the call's own message: 'Failed to fetch …: ${TIMED_OUT}'`, async () => {
    vi.useFakeTimers();
    const never = () =>
      vi.stubGlobal(
        "fetch",
        vi.fn(
          (_input: string, init?: RequestInit) =>
            new Promise<Response>((_resolve, reject) => {
              init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
            }),
        ),
      );
    const cases: [() => Promise<unknown>, string][] = [
      [fetchLatestPosts, `Failed to fetch blog posts: ${TIMED_OUT}`],
      [fetchWebinarPosts, `Failed to fetch categories: ${TIMED_OUT}`],
      [fetchNextWebinar, `Failed to fetch categories: ${TIMED_OUT}`],
      [fetchPodcastEpisodes, `Failed to fetch categories: ${TIMED_OUT}`],
    ];
    for (const [call, message] of cases) {
      never();
      const outcome = call().catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(FEED_REQUEST_TIMEOUT_MS);
      expect(await outcome).toEqual(new Error(message));
    }
  });

  it("wraps a request that got no answer in the call's own message: 'Failed to fetch …: Network error'", async () => {
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(fetchLatestPosts()).rejects.toThrow(/^Failed to fetch blog posts: Network error$/);
    await expect(fetchWebinarPosts()).rejects.toThrow(/^Failed to fetch categories: Network error$/);
    stubFeed((path) => (path.includes("/posts") ? Promise.reject(new TypeError("Load failed")) : undefined));
    await expect(fetchWebinarPosts()).rejects.toThrow(/^Failed to fetch webinar posts: Network error$/);
  });
});

describe("every call within the feed's limits", () => {
  const post = (id: number) => ({ id, date: "2025-01-05", title: { rendered: `Post ${id} podcast` } });
  const many = Array.from({ length: 2_000 }, (_, index) => post(index + 1));

  it("reads at most the posts it asked for: 7, 1, 12, 7 or 20", async () => {
    stubFeed((path) => (path.includes("/posts") ? Response.json(many) : undefined));
    expect(await fetchLatestPosts()).toHaveLength(BLOG_POST_COUNT);
    expect((await fetchNextWebinar())?.id).toBe(1);
    expect(await fetchWebinarPosts()).toHaveLength(WEBINAR_POST_COUNT);
    expect(await fetchPodcastEpisodes()).toHaveLength(PODCAST_EPISODE_COUNT);
    const calls = stubFeed((path) =>
      path.includes("/categories") ? Response.json([]) : Response.json(many.map(({ id }) => ({ id }))),
    );
    // The first 20 posts, none of which mentions the podcast: later ones are never read.
    expect(await fetchPodcastEpisodes()).toEqual([]);
    expect(calls).toContain("/wp-json/wp/v2/posts?per_page=20&_embed");
  });

  it("reads the first 10 categories of a lookup, as WordPress pages them", async () => {
    const categories = [
      ...Array.from({ length: 10 }, (_, index) => ({ id: index + 100, name: "Design" })),
      { id: 21, name: "PodParks" },
    ];
    const calls = stubFeed((path) => (path.includes("/categories") ? Response.json(categories) : undefined));
    await fetchPodcastEpisodes();
    expect(calls).toContain("/wp-json/wp/v2/posts?per_page=20&_embed");
  });

  it("fails with 'Failed to fetch …: The answer is too large (over 2 MB)' past the byte limit", async () => {
    const huge = JSON.stringify([{ id: 1, title: { rendered: "&#65;".repeat(1_300_000) } }]);
    stubFeed((path) => (path.includes("/posts") ? new Response(huge) : undefined));
    await expect(fetchLatestPosts()).rejects.toThrow(
      /^Failed to fetch blog posts: The answer is too large \(over 2 MB\)$/,
    );
    stubFeed((path) => (path.includes("/posts") ? new Response(huge) : undefined));
    await expect(fetchWebinarPosts()).rejects.toThrow(
      /^Failed to fetch webinar posts: The answer is too large \(over 2 MB\)$/,
    );
  });
});
