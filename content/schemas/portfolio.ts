/**
 * A board portfolio (docs/product.md §2 /portfolios, §3 "Portfolio", §9: 6), one file per portfolio in
 * `content/portfolios/<title>.yaml`; an empty `lead` is a vacant post (docs/decisions/provenance-and-samples.md).
 */
import type { z } from "astro/zod";

import { order, publicImage, text, textList } from "./fields";
import { entryWithProvenance } from "./provenance";

export const portfolioSchema = entryWithProvenance({
  order: order(),
  title: text(),
  description: text(),
  responsibilities: textList(3),
  /** The director who leads it; empty when the post is vacant. */
  lead: text().nullable().default(null),
  leadImage: publicImage().optional(),
  leadPosition: text().optional(),
});

type PortfolioEntry = z.infer<typeof portfolioSchema>;
/** A portfolio as the page shows it (the page's order is the list's order). */
export type Portfolio = Omit<PortfolioEntry, "order">;
