/**
 * A region (docs/product.md §2 /regions, §3 "Region", §9 member counts), one file per region in
 * `content/regions/<id>.yaml`; the file name is the region's id, its anchor and map pin, and `pin` places the
 * pin (docs/decisions/provenance-and-samples.md).
 */
import { z } from "astro/zod";

import { email, order, publicImage, text, textList, UNKNOWN_FIELD, wholeNumber } from "./fields";
import { entryWithProvenance } from "./provenance";

function degrees(limit: number) {
  return z
    .number({ required_error: "is missing", invalid_type_error: "must be a number of degrees" })
    .min(-limit, `must be between -${limit} and ${limit}`)
    .max(limit, `must be between -${limit} and ${limit}`);
}

/** Where the pin sits, as an editor reads a map; the page uses [longitude, latitude]. */
const pin = z
  .object(
    { longitude: degrees(180), latitude: degrees(90) },
    {
      required_error: "is missing",
      invalid_type_error: "must be a group of two fields, longitude and latitude",
    },
  )
  .strict(UNKNOWN_FIELD)
  .transform(({ longitude, latitude }): readonly [number, number] => [longitude, latitude]);

export const regionSchema = entryWithProvenance({
  order: order(),
  name: text(),
  countries: textList(2),
  representative: text(),
  chairPosition: text(),
  chairImage: publicImage().optional(),
  coChairName: text().optional(),
  coChairImage: publicImage().optional(),
  email: email(),
  members: wholeNumber(),
  description: text(),
  pin,
});

type RegionData = z.infer<typeof regionSchema>;
/** A region as the page shows it: its id (the file name) and its data, in the page's order. */
export type Region = { id: string } & Omit<RegionData, "order">;
