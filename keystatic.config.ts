/**
 * The editing screen (`npm run edit`, docs/editing.md): Keystatic in local mode, writing the same
 * YAML data files the site reads (content/<dataset>/<file name>.yaml) and photos under
 * public/images/people/. One collection per dataset of content/schemas/index.ts
 * (cms/collections.test.ts checks that none is missing and no field is lost on save).
 * For a hosted setup, Keystatic's GitHub mode commits instead: storage `{ kind: "github", repo }`.
 */
import { config } from "@keystatic/core";

import { chairsAward, judges, winners } from "./cms/awards";
import { contacts } from "./cms/contacts";
import { awards, parksWeeks, studyTours, symposia } from "./cms/events";
import { board, committees, portfolios, regions, staff } from "./cms/governance";
import { budgetTiers, organisationTypes, partners, plans } from "./cms/organisation";
import {
  freeResources,
  library,
  libraryCategories,
  parksWeekToolkit,
  programme,
  speakers,
} from "./cms/programme";

export default config({
  storage: { kind: "local" },
  ui: {
    brand: { name: "World Urban Parks" },
    navigation: {
      Governance: ["board", "staff", "portfolios", "regions", "committees"],
      Membership: ["plans", "budgetTiers", "organisationTypes", "partners"],
      Awards: ["awards", "winners", "judges", "chairsAward"],
      Events: ["symposia", "programme", "speakers", "studyTours", "parksWeeks"],
      Resources: ["library", "libraryCategories", "freeResources", "parksWeekToolkit"],
      Contacts: ["contacts"],
    },
  },
  collections: {
    board,
    staff,
    portfolios,
    regions,
    committees,
    partners,
    judges,
    winners,
    chairsAward,
    symposia,
    studyTours,
    awards,
    parksWeeks,
    plans,
    budgetTiers,
    organisationTypes,
    programme,
    speakers,
    library,
    libraryCategories,
    freeResources,
    parksWeekToolkit,
  },
  singletons: { contacts },
});
