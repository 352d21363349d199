/**
 * The editing screen (docs/editing.md): Keystatic, editing the same YAML data files the site reads
 * (content/<dataset>/<file name>.yaml) and photos under public/images/people/. One collection per
 * dataset of content/schemas/index.ts (cms/collections.test.ts checks that none is missing and no
 * field is lost on save). Where a Save goes is the configuration's choice, `EDIT_STORAGE`
 * (lib/edit/storage.ts): these files on this computer (local, `npm run edit`), a commit on a GitHub
 * branch (github) or Keystatic Cloud (cloud). This file runs on the server and in the editor's
 * browser, which each read the choice their own way (currentEditEnv).
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
import { currentEditEnv, editStorage, keystaticStorage } from "./lib/edit/storage";

export default config({
  ...keystaticStorage(editStorage(currentEditEnv())),
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
