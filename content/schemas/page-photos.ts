/**
 * The photographs the editor gives pages' heroes, in one file, `content/page-photos/page-photos.yaml`: each names
 * its page, the photo in public/images/pages/, its alt text, its credit and where its subject sits. A page without
 * one shows its section's drawing (docs/decisions/visual-identity.md).
 */
import { z } from "astro/zod";

import { focalPoints, sitePaths } from "./vocabulary";
import { group, list, oneOf, publicImage, text } from "./fields";
import { entryWithProvenance } from "./provenance";

const pagePhotoSchema = entryWithProvenance({
  page: oneOf(sitePaths),
  image: publicImage(),
  /** What the photo shows, for those who cannot see it. */
  alt: text(),
  /** Who took it (and its licence), shown on the photo: "Photo: …". */
  credit: text(),
  focus: oneOf(focalPoints),
});

export type PagePhoto = z.infer<typeof pagePhotoSchema>;

const pagePhotosSchema = group({ photos: list(pagePhotoSchema, "page photos", 0) }, "photos").superRefine(
  ({ photos }, context) => {
    const seen = new Set<string>();
    photos.forEach(({ page }, index) => {
      if (seen.has(page))
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["photos", index, "page"],
          message: `gives ${page} a second photo: a page shows one, so remove one of the two`,
        });
      seen.add(page);
    });
  },
);

/** Where the page photos are: one file (content/schemas/index.ts lists it with the other datasets). */
export const pagePhotosDataset = {
  directory: "content/page-photos",
  file: "page-photos.yaml",
  schema: pagePhotosSchema,
} as const;
