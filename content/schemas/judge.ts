/**
 * A judge of the World Urban Parks Awards 2025 (docs/product.md §2 /wup-awards/judges: 22, by region), one
 * file per judge in `content/judges/<name>.yaml`. No judge's name has been published in a source
 * we could verify, so every entry is a fictional sample with an example.org address, to be
 * replaced by the real panel before launch.
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
