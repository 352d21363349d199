/**
 * The drawing a feed card shows when its post has no featured image: one of a small set under assets/images/feed/,
 * chosen by the post's category and a stable hash of its id, never the same as the cards just before it
 * (docs/decisions/visual-identity.md).
 */
import { generatedImage, type ImageSource } from "@/lib/images";
import { pickFor } from "@/lib/stable-hash";

export const FEED_DRAWINGS = [
  "river-bridge",
  "bench-trees",
  "playground",
  "plaza",
  "hills-path",
  "garden",
] as const;

/** How many cards before it a card's drawing differs from: the rest of a row of three, and the card above it. */
const SPREAD = 3;

type FeedItem = { id: string | number; category?: string | null };

/** Each item's drawing, in the list's order. */
export function feedDrawings(items: readonly FeedItem[]): ImageSource[] {
  const picks: number[] = [];
  for (const item of items) {
    let pick = pickFor(`${item.category ?? ""}:${item.id}`, FEED_DRAWINGS.length);
    while (picks.slice(-SPREAD).includes(pick)) pick = (pick + 1) % FEED_DRAWINGS.length;
    picks.push(pick);
  }
  return picks.map((pick) => generatedImage(`feed/${FEED_DRAWINGS[pick]}`));
}
