/**
 * A winner of the World Urban Parks Awards, one file per winner in `content/winners/<name>.yaml`, with the year
 * of its edition; real winners carry a source and no `detail` (docs/decisions/awards-years-from-the-files.md,
 * docs/decisions/provenance-and-samples.md).
 */
import { z } from "astro/zod";

import { FIRST_AWARD_YEAR } from "./chairs-award-categories";
import {
  awardCategoryIllustrations,
  awardIllustrations,
  type AwardIllustration,
} from "./award-illustrations";
import { awardCategories, awardRegions } from "./vocabulary";
import { oneOf, optionalGroup, optionalList, order, text, UNKNOWN_FIELD, wholeNumber } from "./fields";
import { checkProvenance, provenanceFields } from "./provenance";

const AWARD_PICTURE = /^assets\/images\/awards\/([a-z0-9-]+)\.svg$/;
const PICTURES = Object.keys(awardIllustrations)
  .map((key) => `assets/images/awards/${key}.svg`)
  .join(", ");

function isAwardIllustration(key: string): key is AwardIllustration {
  return key in awardIllustrations;
}

/**
 * One of the drawn award pictures, written as its path in the repository, as a CMS stores it
 * (`assets/images/awards/riverside-park.svg`); the page receives its key (`riverside-park`), which
 * also picks the picture's description (content/schemas/award-illustrations.ts).
 */
const awardPicture = z
  .string({ invalid_type_error: "must be the path of an award picture" })
  .transform((file, context): AwardIllustration => {
    const key = AWARD_PICTURE.exec(file)?.[1] ?? "";
    if (isAwardIllustration(key)) return key;
    context.addIssue({
      code: z.ZodIssueCode.custom,
      message: `must be one of the award pictures: ${PICTURES}`,
    });
    return z.NEVER;
  });

const detail = z
  .object(
    {
      /** Left out: the story shows its category's drawing (awardCategoryIllustrations). */
      photos: optionalList(
        z.array(awardPicture, { invalid_type_error: "must be a list of pictures" }).min(1),
      ),
      description: text(),
      testimony: text(),
    },
    { invalid_type_error: "must be a group of fields: photos, description and testimony" },
  )
  .strict(UNKNOWN_FIELD);

export const winnerSchema = z
  .object({
    order: order(),
    name: text(),
    /** Organization, or the submitter or location when there is none. */
    organization: text(),
    region: oneOf(awardRegions),
    category: oneOf(awardCategories),
    /** The year of the awards this winner won: the winners page shows the latest edition's. */
    edition: wholeNumber(FIRST_AWARD_YEAR),
    ...provenanceFields,
    /** The story behind the award, shown in a dialog; only for sample winners. */
    detail: optionalGroup(detail),
  })
  .strict(UNKNOWN_FIELD)
  .superRefine((winner, context) => {
    checkProvenance(winner, context);
    if (winner.detail && winner.sample !== true) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["detail"],
        message: "must be left out for a real winner: no testimony or photographs of theirs are on record",
      });
    }
  })
  .transform(({ detail, ...winner }) => ({
    ...winner,
    ...(detail && {
      detail: { ...detail, photos: detail.photos ?? [awardCategoryIllustrations[winner.category]] },
    }),
  }));

type WinnerEntry = z.infer<typeof winnerSchema>;
/** A winner as the page shows it (the page's order is the list's order). */
export type Winner = Omit<WinnerEntry, "order">;
/** A story as the page shows it: its pictures, its category's drawing when the entry lists none. */
export type WinnerDetail = NonNullable<WinnerEntry["detail"]>;
