/**
 * A member of the staff team (docs/product.md §2 /staff, §3 "Staff member", §9: 7), one file per person in
 * `content/staff/<name>.yaml` (docs/decisions/provenance-and-samples.md).
 */
import { z } from "astro/zod";

import { email, optionalGroup, order, publicImage, text, textList, UNKNOWN_FIELD } from "./fields";
import { entryWithProvenance } from "./provenance";

export const staffMemberSchema = entryWithProvenance({
  order: order(),
  name: text(),
  position: text(),
  department: text(),
  /** City and country as shown (`label`), and the country alone, which the page counts. */
  location: optionalGroup(
    z
      .object(
        { label: text(), country: text() },
        { invalid_type_error: "must be a group of two fields, label and country" },
      )
      .strict(UNKNOWN_FIELD),
  ),
  email: email(),
  phone: text().optional(),
  responsibilities: textList(2),
  background: text(),
  image: publicImage().optional(),
});

type StaffMemberEntry = z.infer<typeof staffMemberSchema>;
/** A staff member as the page shows it (the page's order is the list's order). */
export type StaffMember = Omit<StaffMemberEntry, "order">;
