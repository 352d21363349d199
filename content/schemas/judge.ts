/**
 * A judge of the World Urban Parks Awards (docs/product.md §2 /wup-awards/judges: 22, by region), one file per
 * judge in `content/judges/<name>.yaml` (docs/decisions/provenance-and-samples.md).
 */
import type { z } from "astro/zod";

import { awardRegions } from "./vocabulary";
import { email, oneOf, order, text } from "./fields";
import { entryWithProvenance } from "./provenance";

export const judgeSchema = entryWithProvenance({
  /** Where the judge sits within the region's list. */
  order: order(),
  name: text(),
  email: email(),
  region: oneOf(awardRegions),
});

type JudgeEntry = z.infer<typeof judgeSchema>;
export type Judge = Omit<JudgeEntry, "order">;
