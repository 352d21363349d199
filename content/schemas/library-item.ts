/**
 * An item of the digital library shown on /digital-library, one file per item in
 * `content/library/<title>.yaml`: under Featured Resources or Recently Added (`section`). The page
 * previews the members' library, whose own catalogue is not public: every item is an illustrative
 * `sample: true` entry until real items can be shown.
 */
import type { z } from "astro/zod";

import { librarySections, libraryResourceTypes } from "../types";
import { oneOf, order, text } from "./fields";
import { entryWithProvenance } from "./provenance";

export const libraryItemSchema = entryWithProvenance({
  /** Where the item sits in its section: 1 first; no two items share a number. */
  order: order(),
  section: oneOf(librarySections),
  title: text(),
  type: oneOf(libraryResourceTypes),
  description: text(),
  /** Short facts shown with the item: length, languages, when it was added. */
  meta: text(),
});

export type LibraryItemEntry = z.infer<typeof libraryItemSchema>;
/** An item as the page shows it (the page's order is the list's order). */
export type LibraryItem = Omit<LibraryItemEntry, "order">;
