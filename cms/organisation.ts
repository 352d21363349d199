/**
 * The editing screen's membership and partner collections: membership plans, organisational fees
 * by operating budget, organisation types and partners. Each writes the folder and fields its
 * schema in content/schemas/ reads.
 */
import { collection, fields } from "@keystatic/core";

import { budgetIds } from "../content/schemas/vocabulary";
import { organisationIconNames, partnerKinds, planCategories } from "../content/types";
import {
  choice,
  line,
  lines,
  nameAndFile,
  paragraph,
  photo,
  placeOnPage,
  prices,
  provenance,
  webAddress,
} from "./fields";

const yaml = { data: "yaml" } as const;

export const plans = collection({
  label: "Membership plans",
  path: "content/plans/*",
  format: yaml,
  slugField: "name",
  columns: ["order", "category"],
  schema: {
    order: placeOnPage(),
    name: nameAndFile(
      "Name",
      "The file name is the plan's anchor; /membership links to the plan named trial.",
    ),
    description: paragraph("Who it is for"),
    price: prices(),
    duration: line("Duration", "How long the fee lasts, as shown: per year, 30 days, 12 months."),
    popular: fields.checkbox({ label: "Most popular", description: "Marks the plan 'Most popular'." }),
    features: lines("Features", "Feature", 1),
    category: choice("Group", planCategories, "trial and individual plans show together as Individual."),
    note: line("Note", "A line under the plan, such as a condition. Optional.", { isRequired: false }),
    registration: fields.object(
      {
        href: webAddress("Registration page", "Where the plan's Choose Plan button leads."),
        ...provenance(),
      },
      { label: "Registration" },
    ),
  },
});

export const budgetTiers = collection({
  label: "Organisation fees by budget",
  path: "content/budget-tiers/*",
  format: yaml,
  slugField: "label",
  columns: ["order", "budget"],
  schema: {
    order: placeOnPage(),
    budget: choice(
      "Budget tier",
      budgetIds,
      "The tier's value in shared links (?budget=…); each tier once. Organisation types have a registration page per tier.",
    ),
    label: nameAndFile("Operating budget", "As the fee selector and the tables name it: 1 to 10 million."),
    price: prices("Annual fee"),
  },
});

const tierAddress = (label: string) => webAddress(label, "The registration page for this budget tier.");

export const organisationTypes = collection({
  label: "Organisation types",
  path: "content/organisation-types/*",
  format: yaml,
  slugField: "name",
  columns: ["order"],
  schema: {
    order: placeOnPage(),
    name: nameAndFile("Name", "The file name is the card's anchor."),
    description: paragraph("Who it is for"),
    icon: choice("Icon", organisationIconNames),
    urls: fields.object(
      {
        less_than_1m: tierAddress("Under 1 million"),
        "1_to_10m": tierAddress("1 to 10 million"),
        "10_to_40m": tierAddress("10 to 40 million"),
        over_40m: tierAddress("Over 40 million"),
      },
      { label: "Registration pages", description: "One per operating-budget tier." },
    ),
    ...provenance(),
  },
});

export const partners = collection({
  label: "Partners",
  path: "content/partners/*",
  format: yaml,
  slugField: "name",
  columns: ["order", "kind"],
  schema: {
    order: placeOnPage(),
    name: nameAndFile("Name"),
    kind: choice("Listed under", partnerKinds),
    role: line("Role", "What the partnership is, in a few words."),
    description: paragraph("Description", "Only what the source states."),
    years: line("Years", "When the collaboration took place, as shown: 2022, 2019–2023."),
    website: webAddress("Website", "A page on the partner's site about the collaboration. Optional.", {
      isRequired: false,
    }),
    logo: photo(
      "Logo",
      "The partner's logo as a JPEG, PNG, WebP or AVIF picture (not SVG), with the partner's permission. Optional: without one the card shows a drawn name plate.",
    ),
    ...provenance(),
  },
});
