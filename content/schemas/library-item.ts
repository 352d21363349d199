/**
 * An item of the digital library shown on /digital-library, one file per item in `content/library/<title>.yaml`,
 * under Featured Resources or Recently Added (`section`); only a real item links anywhere (`href`)
 * (docs/decisions/provenance-and-samples.md).
 */
import { z } from "astro/zod";

import { librarySections, libraryResourceTypes } from "./vocabulary";
import { link, oneOf, order, text } from "./fields";
import { entryWithProvenance } from "./provenance";

const libraryItemFields = entryWithProvenance({
  /** Where the item sits in its section: 1 first; no two items share a number. */
  order: order(),
  section: oneOf(librarySections),
  title: text(),
  type: oneOf(libraryResourceTypes),
  description: text(),
  /** Short facts shown with the item: length, languages, when it was added. */
  meta: text(),
  /** The item's own page (https), which its title links to. */
  href: link().optional(),
});

export const libraryItemSchema = libraryItemFields.superRefine((item, context) => {
  if (item.sample === true && item.href !== undefined)
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["href"],
      message:
        "must be left out for a sample item: an invented item links nowhere; clear it, or replace the Sample box with the item's source",
    });
});

type LibraryItemEntry = z.infer<typeof libraryItemSchema>;
/** An item as the page shows it (the page's order is the list's order). */
export type LibraryItem = Omit<LibraryItemEntry, "order">;
