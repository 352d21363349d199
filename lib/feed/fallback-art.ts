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

const drawingAt = (pick: number): ImageSource => generatedImage(`feed/${FEED_DRAWINGS[pick]}`);
const firstPick = (item: FeedItem) => pickFor(`${item.category ?? ""}:${item.id}`, FEED_DRAWINGS.length);

/** A lead item's drawing: the one it starts a list with. */
export const feedDrawingOf = (item: FeedItem): ImageSource => drawingAt(firstPick(item));

/** Each item of a list with its drawing, in the list's order. */
export function withFeedDrawings<Item extends FeedItem>(
  items: readonly Item[],
): { item: Item; drawing: ImageSource }[] {
  const picks: number[] = [];
  return items.map((item) => {
    let pick = firstPick(item);
    while (picks.slice(-SPREAD).includes(pick)) pick = (pick + 1) % FEED_DRAWINGS.length;
    picks.push(pick);
    return { item, drawing: drawingAt(pick) };
  });
}
