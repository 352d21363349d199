/**
 * A membership plan (docs/product.md §9, first table), one file per plan in `content/plans/<id>.yaml`; the file
 * name is the plan's id (docs/decisions/plans-and-tiers-as-data.md).
 */
import { z } from "astro/zod";

import { planCategories } from "./vocabulary";
import { flag, oneOf, order, prices, text, textList, UNKNOWN_FIELD, webAddress } from "./fields";
import { checkProvenance, provenanceFields } from "./provenance";

/** The plan's own registration page (opens in a new tab), with where the address comes from. */
const registration = z
  .object(
    { href: webAddress(), ...provenanceFields },
    {
      required_error: "is missing",
      invalid_type_error: "must be a group of fields: href, and source or sample",
    },
  )
  .strict(UNKNOWN_FIELD)
  .superRefine(checkProvenance);

export const planSchema = z
  .object({
    order: order(),
    name: text(),
    description: text(),
    price: prices(),
    /** How long the fee lasts, as shown: "per year", "30 days", "12 months". */
    duration: text(),
    /** Marked "Most popular". */
    popular: flag(),
    features: textList(1),
    /** Which group the plan is shown in. */
    category: oneOf(planCategories),
    note: text().optional(),
    registration,
  })
  .strict(UNKNOWN_FIELD);

type PlanData = z.infer<typeof planSchema>;
/** A plan as the pages show it: its id (the file name) and its data, in the page's order. */
export type Plan = { id: string } & Omit<PlanData, "order">;
