import { describe, expect, it } from "vitest";

import {
  FEED_CONTENT_MAX_CHARS,
  FEED_DATE_MAX_CHARS,
  FEED_EXCERPT_MAX_CHARS,
  FEED_NAME_MAX_CHARS,
  FEED_TITLE_MAX_CHARS,
  FEED_URL_MAX_CHARS,
} from "./limits";
import { cutText, readWpCategory, readWpPost } from "./wp-types";

describe("readWpPost", () => {
  it("keeps the fields the site reads and drops the rest", () => {
    const post = readWpPost({
      id: 7,
      date: "2026-03-01T09:00:00",
      link: "https://blog.example.org/p/7",
      title: { rendered: "Parks &amp; people", protected: false },
      excerpt: { rendered: "<p>Short</p>" },
      content: { rendered: "<p>Long</p>" },
      status: "publish",
      _embedded: {
        author: [{ name: "Editor", id: 2 }],
        "wp:featuredmedia": [{ source_url: "https://blog.example.org/a.jpg" }],
        "wp:term": [[{ name: "Research" }], []],
      },
    });
    expect(post).toEqual({
      id: 7,
      date: "2026-03-01T09:00:00",
      link: "https://blog.example.org/p/7",
      title: { rendered: "Parks &amp; people" },
      excerpt: { rendered: "<p>Short</p>" },
      content: { rendered: "<p>Long</p>" },
      _embedded: {
        author: [{ name: "Editor" }],
        "wp:featuredmedia": [{ source_url: "https://blog.example.org/a.jpg" }],
        "wp:term": [[{ name: "Research" }]],
      },
    });
  });

  it("rejects entries without a numeric id", () => {
    for (const entry of [null, "post", [], {}, { id: "7" }, { id: Number.NaN }, { id: Infinity }]) {
      expect(readWpPost(entry)).toBeUndefined();
    }
  });

  it("reads a field of the wrong type as missing, keeping the post", () => {
    const post = readWpPost({
      id: 3,
      date: 20260301,
      link: null,
      title: "plain string",
      excerpt: { rendered: 5 },
      _embedded: {
        author: "nobody",
        "wp:featuredmedia": [null, { source_url: 4 }],
        "wp:term": ["Research", [{ name: "Tours" }, 9]],
      },
    });
    expect(post).toEqual({
      id: 3,
      date: undefined,
      link: undefined,
      title: undefined,
      excerpt: undefined,
      content: undefined,
      _embedded: {
        author: undefined,
        "wp:featuredmedia": [{}],
        "wp:term": [[]],
      },
    });
    expect(readWpPost({ id: 4, _embedded: [] })?._embedded).toBeUndefined();
  });
});

describe("readWpCategory", () => {
  it("reads id, name and slug", () => {
    expect(readWpCategory({ id: 12, name: "PodParks", slug: "podparks", count: 9 })).toEqual({
      id: 12,
      name: "PodParks",
      slug: "podparks",
    });
  });

  it("reads a missing name as empty and rejects entries without an id", () => {
    expect(readWpCategory({ id: 1 })).toEqual({ id: 1, name: "", slug: undefined });
    expect(readWpCategory({ name: "PodParks" })).toBeUndefined();
  });
});

describe("the readers' limits on fields", () => {
  const MB = 2 * 1024 * 1024;

  it("cut each text field to its length before any other work", () => {
    const post = readWpPost({
      id: 1,
      title: { rendered: "T".repeat(MB) },
      excerpt: { rendered: "&#65;".repeat(MB / 5) },
      content: { rendered: "<p>".repeat(MB / 3) },
      _embedded: {
        author: [{ name: "A".repeat(MB) }],
        "wp:term": [[{ name: "C".repeat(MB) }]],
      },
    });
    expect(post?.title?.rendered).toHaveLength(FEED_TITLE_MAX_CHARS);
    expect(post?.excerpt?.rendered).toHaveLength(FEED_EXCERPT_MAX_CHARS);
    expect(post?.content?.rendered).toHaveLength(FEED_CONTENT_MAX_CHARS);
    expect(post?._embedded?.author?.[0]?.name).toHaveLength(FEED_NAME_MAX_CHARS);
    expect(post?._embedded?.["wp:term"]?.[0]?.[0]?.name).toHaveLength(FEED_NAME_MAX_CHARS);
    expect(readWpCategory({ id: 2, name: "N".repeat(MB) })?.name).toHaveLength(FEED_NAME_MAX_CHARS);
  });

  it("keep real fields whole", () => {
    const title = "Parks &amp; People: What&#8217;s Next for Urban Green Space?";
    expect(readWpPost({ id: 1, title: { rendered: title } })?.title?.rendered).toBe(title);
  });

  it("read an address or a date longer than any real one as missing, never cut", () => {
    const long = `https://blog.example.org/${"a".repeat(FEED_URL_MAX_CHARS)}`;
    const post = readWpPost({
      id: 1,
      link: long,
      date: `2025-01-05T10:00:00${"0".repeat(FEED_DATE_MAX_CHARS)}`,
      _embedded: { "wp:featuredmedia": [{ source_url: long }] },
    });
    expect(post?.link).toBeUndefined();
    expect(post?.date).toBeUndefined();
    expect(post?._embedded?.["wp:featuredmedia"]).toEqual([{}]);
    const longest = "2025-01-05T10:00:00.123456789+01:00";
    expect(readWpPost({ id: 1, date: longest })?.date).toBe(longest);
  });

  it("read only the first entry of the embedded lists, the one the site shows", () => {
    const authors = Array.from({ length: 100_000 }, (_, index) => ({ name: `Author ${index}` }));
    expect(readWpPost({ id: 1, _embedded: { author: authors } })?._embedded?.author).toEqual([
      { name: "Author 0" },
    ]);
  });

  it("never cut a character in half", () => {
    expect(cutText("ab😀", 3)).toBe("ab");
    expect(cutText("ab😀", 4)).toBe("ab😀");
    expect(cutText("abc", 2)).toBe("ab");
  });
});
