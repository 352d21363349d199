/**
 * The editing screen's awards collections: judges, the winners and the Chair's Award history.
 * Each writes the folder and fields its schema in content/schemas/ reads.
 */
import { collection, fields } from "@keystatic/core";

import { chairsAwardCategories, FIRST_AWARD_YEAR } from "../content/schemas/chairs-award-categories";
import { awardIllustrations, type AwardIllustration } from "../content/schemas/award-illustrations";
import { awardCategories, awardRegions } from "../content/types";
import { choice, emailAddress, line, nameAndFile, placeOnPage, provenance } from "./fields";

const yaml = { data: "yaml" } as const;

export const judges = collection({
  label: "Awards judges",
  path: "content/judges/*",
  format: yaml,
  slugField: "name",
  columns: ["region", "order"],
  schema: {
    order: placeOnPage("Where the judge sits within the region's list: 1 first."),
    name: nameAndFile("Name"),
    email: emailAddress(),
    region: choice("Region", awardRegions),
    ...provenance(),
  },
});

const pictures = Object.keys(awardIllustrations) as [AwardIllustration, ...AwardIllustration[]];

export const winners = collection({
  label: "Award winners",
  path: "content/winners/*",
  format: yaml,
  slugField: "name",
  columns: ["edition", "region", "category"],
  schema: {
    order: placeOnPage(),
    name: nameAndFile("Winner"),
    organization: line("Organisation", "Or the submitter or location when there is none."),
    region: choice("Region", awardRegions),
    category: choice("Category", awardCategories),
    edition: fields.integer({
      label: "Awards edition",
      description: `The year of the awards this winner won, such as ${FIRST_AWARD_YEAR + 10}. The winners page shows the latest edition's winners.`,
      validation: { isRequired: true, min: FIRST_AWARD_YEAR },
    }),
    ...provenance(),
    detail: fields.object(
      {
        photos: fields.array(
          fields.select({
            label: "Picture",
            options: pictures.map((key) => ({
              label: awardIllustrations[key],
              value: `assets/images/awards/${key}.svg`,
            })),
            defaultValue: `assets/images/awards/${pictures[0]}.svg`,
          }),
          {
            label: "Pictures",
            description: "Optional: left empty, the story shows the drawing of the winner's category.",
            itemLabel: (props) => props.value.replace(/^.*\/|\.svg$/g, ""),
          },
        ),
        description: fields.text({ label: "Description", multiline: true }),
        testimony: fields.text({ label: "Testimony", multiline: true }),
      },
      {
        label: "Story (sample winners only)",
        description:
          "Shown in a dialog. Only for a sample winner: no testimony or photographs of real winners are on record. Leave all empty otherwise.",
      },
    ),
  },
});

export const chairsAward = collection({
  label: "Chair's Award history",
  path: "content/chairs-award/*",
  format: yaml,
  slugField: "name",
  columns: ["year", "category"],
  schema: {
    order: placeOnPage("Where the honour sits within its year's list: 1 first."),
    year: fields.integer({
      label: "Year",
      description: `${FIRST_AWARD_YEAR} or later. A new year appears on the page, open on arrival, with its first honour.`,
      validation: { isRequired: true, min: FIRST_AWARD_YEAR },
    }),
    name: nameAndFile("Honoured", "Name the file <year>-<name>, such as 2024-ryu-ono."),
    category: choice("Category", chairsAwardCategories),
    ...provenance(),
  },
});
