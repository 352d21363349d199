import { existsSync } from "node:fs";

import { FEED_DRAWINGS, feedDrawingOf, withFeedDrawings } from "./fallback-art";

/** Each item's drawing, in the list's order. */
const feedDrawings = (items: Parameters<typeof withFeedDrawings>[0]) =>
  withFeedDrawings(items).map(({ drawing }) => drawing);

const items = (count: number, category?: string) =>
  Array.from({ length: count }, (_, index) => ({ id: 100 + index, category }));

describe("feedDrawings", () => {
  it("gives each card a drawing that differs from the three before it", () => {
    for (const list of [items(12), items(9, "Case Studies"), items(7, "PodParks")]) {
      const drawings = feedDrawings(list).map((drawing) => drawing.webp);
      drawings.forEach((drawing, index) =>
        expect(drawings.slice(Math.max(0, index - 3), index)).not.toContain(drawing),
      );
    }
  });

  it("is stable: the same post gets the same drawing, wherever it starts a list", () => {
    const first = feedDrawingOf({ id: 7, category: "News" });
    expect(feedDrawings([{ id: 7, category: "News" }, ...items(3)])[0]).toEqual(first);
    expect(withFeedDrawings([{ id: 7, category: "News" }])[0]?.item).toEqual({ id: 7, category: "News" });
  });

  it("uses the post's category as well as its id", () => {
    const byCategory = new Set(
      ["News", "Case Studies", "Events", "Research", "Awards", "Policy"].map(
        (category) => feedDrawings([{ id: 1, category }])[0]!.webp,
      ),
    );
    expect(byCategory.size).toBeGreaterThan(1);
  });

  it("names drawings that exist under assets/images/feed/", () => {
    for (const name of FEED_DRAWINGS) expect(existsSync(`assets/images/feed/${name}.svg`)).toBe(true);
    expect(feedDrawings(items(1))[0]).toEqual({
      src: expect.stringMatching(/^\/generated\/images\/feed\/[\w-]+\.jpg$/),
      webp: expect.stringMatching(/^\/generated\/images\/feed\/[\w-]+\.webp$/),
    });
  });
});
