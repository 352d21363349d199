/**
 * Provenance in the data files, the `Provenance` rule of content/types.ts: an entry carries a `source`
 * (optionally with a `sourceNote`), a `sourceNote` alone, or `sample: true` (docs/decisions/provenance-and-samples.md).
 */
import { z } from "astro/zod";

import { link, text, UNKNOWN_FIELD, webAddress } from "./fields";

export const provenanceFields = {
  source: webAddress().optional(),
  sourceNote: text().optional(),
  sample: z.literal(true, { errorMap: () => ({ message: "must be true, or left out" }) }).optional(),
};

type ProvenanceFields = { source?: string; sourceNote?: string; sample?: true };

const NEEDS_ONE =
  "is missing: give the public web address the facts come from (or a sourceNote saying where they were found), or write sample: true for an invented entry";

/** Adds the provenance issue, if any, to the field an editor should look at. */
export function checkProvenance(entry: ProvenanceFields, context: z.RefinementCtx): void {
  const hasSource = entry.source !== undefined || entry.sourceNote !== undefined;
  if (entry.sample === true && hasSource) {
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["sample"],
      message:
        "must be left out when the entry has a source or sourceNote: an entry is either sourced or a sample, not both",
    });
  } else if (!hasSource && entry.sample !== true) {
    context.addIssue({ code: z.ZodIssueCode.custom, path: ["source"], message: NEEDS_ONE });
  }
}

/**
 * An entry's schema: its own fields, then the provenance fields, no other field (a misspelt field
 * name fails instead of being dropped), and exactly one kind of provenance.
 */
export function entryWithProvenance<Shape extends z.ZodRawShape>(shape: Shape) {
  const fields = Object.keys(shape).slice(0, 3).join(", ");
  return z
    .object(
      { ...shape, ...provenanceFields },
      { required_error: "is missing", invalid_type_error: `must be a group of fields (${fields}, …)` },
    )
    .strict(UNKNOWN_FIELD)
    .superRefine(checkProvenance);
}

/**
 * An address visitors follow (https only), with where it comes from. `note` says why this address
 * was chosen when it is a stand-in (`sample: true`); it is never shown.
 */
export const externalLink = entryWithProvenance({ href: link(), note: text().optional() });
