/**
 * A resource of the World Parks Week organisers' toolkit (/parks-week, "Toolkit for organisers"),
 * one file per resource in `content/parks-week-toolkit/<name>.yaml`. The toolkit is being prepared:
 * the page lists what it will hold, each marked Coming Soon.
 */
import { z } from "astro/zod";

import { iconNames } from "../icon-names";
import { oneOf, order, text, UNKNOWN_FIELD } from "./fields";

export const parksWeekResourceSchema = z
  .object({ order: order(), title: text(), description: text(), icon: oneOf(iconNames) })
  .strict(UNKNOWN_FIELD);

type ParksWeekResourceEntry = z.infer<typeof parksWeekResourceSchema>;
export type ParksWeekResource = Omit<ParksWeekResourceEntry, "order">;
