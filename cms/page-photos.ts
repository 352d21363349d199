/**
 * The editing screen's page photos: one form for the one file content/page-photos/page-photos.yaml, a list of
 * heroes that show a photograph in place of their section's drawing (docs/decisions/visual-identity.md).
 */
import { fields, singleton } from "@keystatic/core";

import { focalPoints, sitePaths } from "../content/types";
import { choice, line, photo, provenance } from "./fields";

export const pagePhotos = singleton({
  label: "Page photos",
  path: "content/page-photos/page-photos",
  format: { data: "yaml" },
  schema: {
    photos: fields.array(
      fields.object({
        page: choice("Page", sitePaths, "The page whose hero shows the photo. A page takes one photo."),
        image: photo(
          "Photo",
          "A landscape JPEG, PNG, WebP or AVIF picture (not SVG), at least 1920 pixels wide. It is saved without its metadata under public/images/pages/, and the site serves it sized and as WebP.",
          { folder: "pages", isRequired: true },
        ),
        alt: line(
          "Alt text",
          "What the photo shows, for visitors who cannot see it, such as: Families on the lawn of a city park.",
        ),
        credit: line("Credit", "Who took the photo and under which licence, shown on it as “Photo: …”."),
        focus: choice(
          "Subject",
          focalPoints,
          "Where the photo's subject sits. The hero crops the photo to the screen and keeps this part in view.",
        ),
        ...provenance(),
      }),
      {
        label: "Page photos",
        description:
          "Pages listed here show the photo in their hero, in place of their section's drawing. Remove an entry to bring the drawing back.",
        itemLabel: (props) => props.fields.page.value,
      },
    ),
  },
});
