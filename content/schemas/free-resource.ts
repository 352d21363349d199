/**
 * A card of the home page's Free Resources (docs/product.md §3 "Resource card"), one file per card in
 * `content/free-resources/<name>.yaml`: a free resource the site promotes and where to find it.
 */
import { z } from "astro/zod";

import { assetImage, order, text, UNKNOWN_FIELD } from "./fields";

const PAGE_LINK =
  "must be a page of this site starting with /, such as /parks-week, or a web address starting with https://";

/** Where the card leads: a page of the site, or another site over https. */
const pageLink = z
  .string({ required_error: "is missing", invalid_type_error: PAGE_LINK })
  .regex(/^(\/[a-z0-9\-/]*(#[a-z0-9-]+)?|https:\/\/[^\s/]+\S*)$/, PAGE_LINK);

export const freeResourceSchema = z
  .object({
    order: order(),
    title: text(),
    description: text(),
    link: pageLink,
    linkText: text(),
    /** The card's picture, e.g. assets/images/home/library.svg. */
    image: assetImage(),
  })
  .strict(UNKNOWN_FIELD);

export type FreeResourceEntry = z.infer<typeof freeResourceSchema>;
