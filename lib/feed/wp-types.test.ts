import { describe, expect, it } from "vitest";

import { readWpCategory, readWpPost } from "./wp-types";

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
        "wp:term": [[{ name: "Research" }], []],
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
        "wp:featuredmedia": [{}, {}],
        "wp:term": [[], [{ name: "Tours" }, {}]],
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
