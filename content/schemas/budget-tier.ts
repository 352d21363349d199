/**
 * An organisational membership fee by annual operating budget (docs/product.md §9, "Organisation tiers"), one
 * file per tier in `content/budget-tiers/<name>.yaml`; `budget` is one of the fee selector's link values
 * (docs/decisions/plans-and-tiers-as-data.md).
 */
import { z } from "astro/zod";

import { budgetIds } from "./vocabulary";
import { oneOf, order, prices, text, UNKNOWN_FIELD } from "./fields";

export const budgetTierSchema = z
  .object({
    order: order(),
    budget: oneOf(budgetIds),
    /** The operating budget as the selector and the tables name it: "1 to 10 million". */
    label: text(),
    price: prices(),
  })
  .strict(UNKNOWN_FIELD);

export type BudgetTierData = z.infer<typeof budgetTierSchema>;
/** A tier as the pages show it, in the page's order: its id is its `budget`. */
export type BudgetTier = { id: BudgetTierData["budget"]; label: string; price: BudgetTierData["price"] };
