/**
 * A partner on /partners, one file per organisation in `content/partners/<name>.yaml`, each with its `source`;
 * no partner is invented (docs/decisions/provenance-and-samples.md).
 */
import type { z } from "astro/zod";

import { partnerKinds } from "./vocabulary";
import { oneOf, order, publicImage, text, webAddress } from "./fields";
import { entryWithProvenance } from "./provenance";

export const partnerSchema = entryWithProvenance({
  order: order(),
  name: text(),
  /** The group it is listed under. */
  kind: oneOf(partnerKinds),
  /** What the partnership is, in a few words. */
  role: text(),
  description: text(),
  /** When the collaboration took place, as shown. */
  years: text(),
  /** A page on the partner's own site about the collaboration, when a source gives one. */
  website: webAddress().optional(),
  /** The partner's logo in public/, used with its permission; without one the card draws a name plate. */
  logo: publicImage().optional(),
});

type PartnerEntry = z.infer<typeof partnerSchema>;
/** A partner as the page shows it (the page's order is the list's order). */
export type Partner = Omit<PartnerEntry, "order">;
