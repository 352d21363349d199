/**
 * A type of member organisation on /organizational-membership (docs/product.md §4), one file per type in
 * `content/organisation-types/<id>.yaml`; the file name is the type's id, its card's anchor
 * (docs/decisions/plans-and-tiers-as-data.md).
 */
import { z } from "astro/zod";

import { organisationIconNames } from "./vocabulary";
import { oneOf, order, text, UNKNOWN_FIELD, webAddress } from "./fields";
import { entryWithProvenance } from "./provenance";

/** One registration page per budget tier (content/budget-tiers/, its `budget`). */
const registrationPages = z
  .object(
    {
      less_than_1m: webAddress(),
      "1_to_10m": webAddress(),
      "10_to_40m": webAddress(),
      over_40m: webAddress(),
    },
    {
      required_error: "is missing",
      invalid_type_error:
        "must be a group of four web addresses: less_than_1m, 1_to_10m, 10_to_40m and over_40m",
    },
  )
  .strict(UNKNOWN_FIELD);

export const organisationTypeSchema = entryWithProvenance({
  order: order(),
  name: text(),
  description: text(),
  /** The card's picture, one of the icons the fee selector draws. */
  icon: oneOf(organisationIconNames),
  urls: registrationPages,
});

type OrganisationTypeData = z.infer<typeof organisationTypeSchema>;
/** A type as the page shows it: its id (the file name) and its data, in the page's order. */
export type OrganisationType = { id: string } & Omit<OrganisationTypeData, "order">;
