/**
 * An advocacy committee (docs/product.md §2 /committees, §3 "Committee", §9: 6), one file per committee in
 * `content/committees/<id>.yaml`; the file name is the committee's id (docs/decisions/provenance-and-samples.md).
 */
import { z } from "astro/zod";

import { assetImage, countryCode, order, publicImage, text, textList, UNKNOWN_FIELD } from "./fields";
import { checkProvenance, provenanceFields } from "./provenance";

const leader = z
  .object(
    {
      name: text(),
      role: text(),
      /** The country as shown, and its code for the flag: both, or neither when unpublished. */
      country: text().optional(),
      countryCode: countryCode().optional(),
      image: publicImage().optional(),
      ...provenanceFields,
    },
    { invalid_type_error: "must be a leader: a group of fields (name, role, …)" },
  )
  .strict(UNKNOWN_FIELD)
  .superRefine((entry, context) => {
    checkProvenance(entry, context);
    if ((entry.country === undefined) !== (entry.countryCode === undefined)) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: [entry.country === undefined ? "country" : "countryCode"],
        message: "is missing: give a leader's country and countryCode together, or leave both out",
      });
    }
  });

export const committeeSchema = z
  .object({
    order: order(),
    name: text(),
    /** The header picture, e.g. assets/images/governance/committee-large-parks.svg. */
    headerImage: assetImage(),
    description: text(),
    leaders: z
      .array(leader, { required_error: "is missing", invalid_type_error: "must be a list of leaders" })
      .min(1, "must list at least 1 leader"),
    keyActivities: textList(3),
  })
  .strict(UNKNOWN_FIELD);

type CommitteeData = z.infer<typeof committeeSchema>;
export type CommitteeLeader = z.infer<typeof leader>;
/** A committee as the page shows it: its id (the file name) and its data, in the page's order. */
export type Committee = { id: string } & Omit<CommitteeData, "order">;
