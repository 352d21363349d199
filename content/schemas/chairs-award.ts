/**
 * One honour of the Chair's Award history (docs/product.md §2 /wup-awards/chairs-award), one file per honour in
 * `content/chairs-award/<year>-<name>.yaml` (docs/decisions/awards-years-from-the-files.md,
 * docs/decisions/provenance-and-samples.md).
 */
import { z } from "astro/zod";

import { chairsAwardCategories, FIRST_AWARD_YEAR } from "./chairs-award-categories";
import { SITE_AS_OF } from "./as-of-day";
import { oneOf, order, text } from "./fields";
import { entryWithProvenance } from "./provenance";

/** An honour is of a year from the first awards to this one: a later year is a typing mistake. */
const THIS_YEAR = Number(SITE_AS_OF.day.slice(0, 4));
const YEARS = `must be a year from ${FIRST_AWARD_YEAR} to ${THIS_YEAR}`;

export const chairsAwardEntrySchema = entryWithProvenance({
  /** Where the honour sits within its year's list. */
  order: order(),
  year: z
    .number({ required_error: "is missing", invalid_type_error: `${YEARS} (digits only, no quotes)` })
    .int(YEARS)
    .min(FIRST_AWARD_YEAR, YEARS)
    .max(THIS_YEAR, YEARS),
  name: text(),
  category: oneOf(chairsAwardCategories),
});

type ChairsAwardEntryData = z.infer<typeof chairsAwardEntrySchema>;
/** An honour as the page shows it (the page's order is the list's order). */
export type ChairsAwardEntry = Omit<ChairsAwardEntryData, "order">;
