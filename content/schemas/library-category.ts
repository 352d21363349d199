/**
 * A collection of the digital library with its size (docs/product.md §2 /digital-library, §9: 247 documents,
 * 89 guides, 1,423 images, 156 videos), one file per collection in
 * `content/library-categories/<name>.yaml`. The counts are the spec's figures for the preview.
 */
import { z } from "astro/zod";

import { iconNames } from "../icon-names";
import { oneOf, order, text, UNKNOWN_FIELD, wholeNumber } from "./fields";

export const libraryCategorySchema = z
  .object({
    order: order(),
    name: text(),
    /** How many items it holds, and what they are called: "1,423 images". */
    count: wholeNumber(),
    unit: text(),
    icon: oneOf(iconNames),
    description: text(),
  })
  .strict(UNKNOWN_FIELD);

type LibraryCategoryEntry = z.infer<typeof libraryCategorySchema>;
export type LibraryCategory = Omit<LibraryCategoryEntry, "order">;
