/**
 * The editing screen's governance collections: board, staff, portfolios, regions and committees.
 * Each writes the folder and fields its schema in content/schemas/ reads.
 */
import { collection, fields } from "@keystatic/core";

import {
  countryCode,
  drawing,
  emailAddress,
  line,
  lines,
  nameAndFile,
  paragraph,
  photo,
  placeOnPage,
  provenance,
  wholeNumber,
} from "./fields";

const yaml = { data: "yaml" } as const;

export const board = collection({
  label: "Board of Directors",
  path: "content/board/*",
  format: yaml,
  slugField: "name",
  columns: ["order", "position"],
  schema: {
    order: placeOnPage(
      "Officers first: Chair 1, Past Chair 2, Deputy Chair 3, Treasurer 4, then the directors.",
    ),
    name: nameAndFile("Name"),
    position: line("Position", "Chair, Treasurer, Director, Director, Young Leader …"),
    organization: line("Organisation", "Where the director works. Leave empty if unknown.", {
      isRequired: false,
    }),
    location: line("Country", "The country as the page shows it, such as India."),
    countryCode: countryCode(),
    image: photo(),
    ...provenance(),
  },
});

export const staff = collection({
  label: "Staff",
  path: "content/staff/*",
  format: yaml,
  slugField: "name",
  columns: ["order", "position"],
  schema: {
    order: placeOnPage(),
    name: nameAndFile("Name"),
    position: line("Position"),
    department: line("Department", "The team the page groups them under."),
    location: fields.object(
      {
        label: line("City and country", "As shown, such as Mexico City, Mexico.", { isRequired: false }),
        country: line("Country", "The country alone, which the page counts.", { isRequired: false }),
      },
      { label: "Location", description: "Both, or leave both empty when no source gives it." },
    ),
    email: emailAddress(),
    phone: line("Phone", undefined, { isRequired: false }),
    responsibilities: lines("Responsibilities", "Responsibility", 2),
    background: paragraph("Background"),
    image: photo(),
    ...provenance(),
  },
});

export const portfolios = collection({
  label: "Board portfolios",
  path: "content/portfolios/*",
  format: yaml,
  slugField: "title",
  columns: ["order", "lead"],
  schema: {
    order: placeOnPage(),
    title: nameAndFile("Title"),
    description: paragraph("Description"),
    responsibilities: lines("Responsibilities", "Responsibility", 3),
    lead: line("Lead", "The director who leads it. Leave empty while the post is vacant.", {
      isRequired: false,
    }),
    leadImage: photo("Lead's photo"),
    leadPosition: line("Lead's position", "Such as Director, United States.", { isRequired: false }),
    ...provenance(),
  },
});

const degrees = (label: string, limit: number) =>
  fields.number({
    label,
    description: `Between -${limit} and ${limit}.`,
    validation: { isRequired: true, min: -limit, max: limit },
  });

export const regions = collection({
  label: "Regions",
  path: "content/regions/*",
  format: yaml,
  slugField: "name",
  columns: ["order", "members"],
  schema: {
    order: placeOnPage(),
    name: nameAndFile("Name", "The file name is the region's anchor and map pin: keep it when renaming."),
    countries: lines("Countries", "Country", 2),
    representative: line("Chair", "The region chair's name."),
    chairPosition: line("Chair's position", "Such as Region Chair."),
    chairImage: photo("Chair's photo"),
    coChairName: line("Co-chair", "Leave empty when there is none.", { isRequired: false }),
    coChairImage: photo("Co-chair's photo"),
    email: emailAddress("Region's e-mail address"),
    members: wholeNumber("Members", "How many members the region has."),
    description: paragraph("Description"),
    pin: fields.object(
      { longitude: degrees("Longitude", 180), latitude: degrees("Latitude", 90) },
      { label: "Map pin", description: "Where the region's pin sits on the world map." },
    ),
    ...provenance(),
  },
});

const committeeLeader = fields.object({
  name: line("Name"),
  role: line("Role", "Such as Chair or Deputy Chair."),
  country: line("Country", "With its code, or leave both empty when unpublished.", { isRequired: false }),
  countryCode: countryCode({ isRequired: false }),
  image: photo(),
  ...provenance(),
});

export const committees = collection({
  label: "Committees",
  path: "content/committees/*",
  format: yaml,
  slugField: "name",
  columns: ["order"],
  schema: {
    order: placeOnPage(),
    name: nameAndFile("Name", "The file name is the committee's anchor: keep it when renaming."),
    headerImage: drawing("Header picture", "assets/images/governance/committee-large-parks.svg"),
    description: paragraph("Description"),
    leaders: fields.array(committeeLeader, {
      label: "Leaders",
      itemLabel: (props) => `${props.fields.name.value} (${props.fields.role.value})`,
      validation: { length: { min: 1 } },
    }),
    keyActivities: lines("Key activities", "Activity", 3),
  },
});
