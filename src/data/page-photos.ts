/**
 * The hero photographs the editor gives pages, read from content/page-photos/page-photos.yaml when this module
 * loads: each with its alt text, credit and the crop that keeps its subject in view (docs/decisions/visual-identity.md).
 */
import { readSingle } from "@/lib/content/read";

import { pagePhotosDataset, type PagePhoto } from "@/content/schemas/page-photos";
import type { FocalPoint } from "@/content/types";

/** How the hero crops a photo: the subject's side of it stays in view (object-position, as written for Tailwind). */
export const FOCUS_CLASS: Record<FocalPoint, string> = {
  centre: "object-center",
  top: "object-[50%_25%]",
  bottom: "object-[50%_75%]",
  left: "object-[25%_50%]",
  right: "object-[75%_50%]",
  "top left": "object-[25%_25%]",
  "top right": "object-[75%_25%]",
  "bottom left": "object-[25%_75%]",
  "bottom right": "object-[75%_75%]",
};

/** The line on a hero photograph that names who took it. */
export const creditLine = (credit: string) => `Photo: ${credit}`;

export type HeroPhoto = Pick<PagePhoto, "image" | "alt" | "credit" | "focus">;

const { photos } = readSingle(pagePhotosDataset);

/** The photo the editor gave the page at `path`, if any. */
export function heroPhotoOf(path: string | undefined): HeroPhoto | undefined {
  const photo = photos.find((entry) => entry.page === path);
  return photo && { image: photo.image, alt: photo.alt, credit: photo.credit, focus: photo.focus };
}
