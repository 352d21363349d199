import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { getQueryClient } from "@/src/components/feed/providers";
import { categoriesResponse, postsResponse } from "@/sample-feed/wordpress";

import { BlogFeatured, BlogRecent } from "./blog-feed.island";
import { PodcastEpisodes } from "./podcast-feed.island";
import { ResourceCardImage } from "./resource-card-image.island";
import { NextWebinar, WebinarRecordings } from "./webinar-feed.island";

const BASE = "https://blog.example.org";

function serveSampleFeed(postsOverride?: unknown) {
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith("/categories")) {
      return Response.json(categoriesResponse(url.searchParams, BASE));
    }
    return Response.json(postsOverride ?? postsResponse(url.searchParams, BASE));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  getQueryClient().clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("blog islands", () => {
  it("show one featured and five list skeletons, then the posts from one request", async () => {
    const fetchMock = serveSampleFeed();
    render(
      <>
        <BlogFeatured />
        <BlogRecent />
      </>,
    );
    expect(screen.getAllByTestId("card-skeleton")).toHaveLength(6);
    expect(
      await screen.findByRole("heading", {
        name: "Webinar: Designing for Nature‑Based Play in Dense Cities",
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
    expect(screen.getByText("Parks & People: What’s Next for Urban Green Space?")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("say there is no featured article for an empty feed", async () => {
    serveSampleFeed([]);
    render(<BlogFeatured />);
    expect(await screen.findByText("No featured article available at the moment.")).toBeInTheDocument();
  });

  it("cut the featured excerpt at 150 characters", async () => {
    const long = "word ".repeat(80);
    serveSampleFeed([
      {
        id: 1,
        date: "2025-01-05",
        link: "https://b.example/1",
        title: { rendered: "Long" },
        excerpt: { rendered: long },
      },
    ]);
    render(<BlogFeatured />);
    const heading = await screen.findByRole("heading", { name: "Long" });
    const excerpt = within(heading.closest("article") as HTMLElement).getByText(/^word/);
    expect(excerpt.textContent?.length).toBeLessThanOrEqual(150);
    expect(excerpt.textContent).toMatch(/…$/);
  });
});

describe("podcast island", () => {
  it("shows six skeletons, then the latest episode and the others", async () => {
    serveSampleFeed();
    render(<PodcastEpisodes />);
    expect(screen.getAllByTestId("card-skeleton")).toHaveLength(6);
    expect(await screen.findByRole("heading", { name: "Latest Episode" })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "PodParks 40. Green Streets and the Park Next Door" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
  });

  it("says so when there are no episodes", async () => {
    serveSampleFeed([]);
    render(<PodcastEpisodes />);
    expect(await screen.findByText("No episodes available at the moment.")).toBeInTheDocument();
  });
});

describe("webinar islands", () => {
  it("show the next webinar and six of the twelve recordings", async () => {
    serveSampleFeed();
    render(
      <>
        <NextWebinar asOf="2026-11-24" />
        <WebinarRecordings />
      </>,
    );
    expect(await screen.findByRole("heading", { name: /Nature‑Based Play/ })).toBeInTheDocument();
    expect(await screen.findAllByRole("listitem")).toHaveLength(6);
  });

  it("give the next webinar's own day, from its post, while it is ahead", async () => {
    serveSampleFeed();
    render(<NextWebinar asOf="2026-11-24" />);
    expect(await screen.findByText("Live on")).toBeInTheDocument();
    expect(screen.getByText("Thursday 10 December 2026")).toHaveAttribute("datetime", "2026-12-10");
    expect(screen.getByText("Future Webinars")).toBeInTheDocument();
    expect(screen.queryByText("Already held")).not.toBeInTheDocument();
  });

  it("don't call a webinar whose day has passed the next one", async () => {
    serveSampleFeed();
    render(<NextWebinar asOf="2026-12-11" />);
    expect(await screen.findByText("Already held")).toBeInTheDocument();
    expect(screen.getByText("Held on")).toBeInTheDocument();
    expect(screen.queryByText("Future Webinars")).not.toBeInTheDocument();
    expect(screen.queryByText("Live on")).not.toBeInTheDocument();
  });

  it("move on to the page's own day, which the page script set for the visitor", async () => {
    serveSampleFeed();
    document.documentElement.dataset.asOf = "2027-01-05";
    try {
      render(<NextWebinar asOf="2026-11-24" />);
      expect(await screen.findByText("Already held")).toBeInTheDocument();
    } finally {
      delete document.documentElement.dataset.asOf;
    }
  });

  it("show 'No Webinars Available' once the retries for a missing category are spent", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn(async () => Response.json([]));
    vi.stubGlobal("fetch", fetchMock);
    render(<NextWebinar asOf="2026-11-24" />);
    await vi.advanceTimersByTimeAsync(8000);
    expect(await screen.findByRole("heading", { name: "No Webinars Available" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(screen.getByText("Check back soon for our latest webinars.")).toBeInTheDocument();
  });
});

describe("resource card image", () => {
  const props = { fallbackImage: "/d.jpg", webpImage: "/d.webp", width: 800, height: 450 } as const;

  it("pulses while loading, then shows the latest post's image", async () => {
    serveSampleFeed();
    const { container } = render(<ResourceCardImage kind="blog" {...props} />);
    expect(screen.getByTestId("resource-image-loading")).toHaveClass("animate-pulse");
    await vi.waitFor(() =>
      expect(container.querySelector("img")).toHaveAttribute(
        "src",
        `${BASE}/wp-content/uploads/2026/sample-5.jpg`,
      ),
    );
  });

  it("keeps its own image when the latest item has none", async () => {
    serveSampleFeed([{ id: 1, date: "2025-01-05", title: { rendered: "No image" } }]);
    const { container } = render(<ResourceCardImage kind="blog" {...props} />);
    await vi.waitFor(() => expect(container.querySelector("img")).toHaveAttribute("src", "/d.webp"));
  });
});
