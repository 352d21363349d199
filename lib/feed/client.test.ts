import { afterEach, describe, expect, it, vi } from "vitest";

import { FeedHttpError, feedUrl, getJson } from "./client";

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
