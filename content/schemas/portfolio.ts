/**
 * A board portfolio (docs/product.md §2 /portfolios, §3 "Portfolio", §9: 6), one file per portfolio in
 * `content/portfolios/<title>.yaml`. The six-portfolio structure and its leads are not published
 * anywhere we could find (the only sourced structure is the 2016 one), so every portfolio is
 * `sample: true`; leads are the sample directors of the board. A portfolio without a lead leaves
 * `lead:` empty (or out), and the page says the post is vacant.
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
