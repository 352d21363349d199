/**
 * A member of the Board of Directors (docs/product.md §2 /board-of-directors, §3 "Board member", §9: 24 listed),
 * one file per person in `content/board/<name>.yaml` (docs/decisions/provenance-and-samples.md).
 */
import type { z } from "astro/zod";

import { countryCode, order, publicImage, text } from "./fields";
import { entryWithProvenance } from "./provenance";

export const boardMemberSchema = entryWithProvenance({
  /** Where the member sits on the page: officers first (Chair 1, Past Chair 2, …), then directors. */
  order: order(),
  name: text(),
  position: text(),
  organization: text().optional(),
  /** Country name as shown, and its ISO 3166-1 alpha-2 code for the flag. */
  location: text(),
  countryCode: countryCode(),
  image: publicImage().optional(),
});

type BoardMemberEntry = z.infer<typeof boardMemberSchema>;
/** A board member as the page shows it (the page's order is the list's order). */
export type BoardMember = Omit<BoardMemberEntry, "order">;
