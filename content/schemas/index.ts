/**
 * Every dataset kept as data files: its folder and its schema. The Astro collections, the content check, the
 * tests and the provenance report all read this one list (docs/decisions/content-as-yaml-collections.md).
 */
import { boardMemberSchema } from "./board";
import { budgetTierSchema } from "./budget-tier";
import { chairsAwardEntrySchema } from "./chairs-award";
import { committeeSchema } from "./committee";
import { contactsDataset } from "./contacts";
import { eventSchemas, type EventKind } from "./event";
import { withoutLeftOut } from "./fields";
import { freeResourceSchema } from "./free-resource";
import { judgeSchema } from "./judge";
import { libraryCategorySchema } from "./library-category";
import { libraryItemSchema } from "./library-item";
import { organisationTypeSchema } from "./organisation-type";
import { pagePhotosDataset } from "./page-photos";
import { parksWeekResourceSchema } from "./parks-week-toolkit";
import { partnerSchema } from "./partner";
import { planSchema } from "./plan";
import { programmeDaySchema } from "./programme-day";
import { speakerSchema } from "./speaker";
import { winnerSchema } from "./winner";
import { portfolioSchema } from "./portfolio";
import { regionSchema } from "./region";
import { staffMemberSchema } from "./staff";

export const dataCollections = {
  board: { directory: "content/board", schema: withoutLeftOut(boardMemberSchema) },
  staff: { directory: "content/staff", schema: withoutLeftOut(staffMemberSchema) },
  portfolios: { directory: "content/portfolios", schema: withoutLeftOut(portfolioSchema) },
  regions: { directory: "content/regions", schema: withoutLeftOut(regionSchema) },
  partners: { directory: "content/partners", schema: withoutLeftOut(partnerSchema) },
  committees: { directory: "content/committees", schema: withoutLeftOut(committeeSchema) },
  judges: { directory: "content/judges", schema: withoutLeftOut(judgeSchema) },
  winners: { directory: "content/winners", schema: withoutLeftOut(winnerSchema) },
  chairsAward: { directory: "content/chairs-award", schema: withoutLeftOut(chairsAwardEntrySchema) },
  // One folder per kind of event (content/schemas/event.ts); lib/content/load.ts `readEvents` joins them.
  symposia: { directory: "content/events/symposium", schema: withoutLeftOut(eventSchemas.symposium) },
  studyTours: { directory: "content/events/study-tour", schema: withoutLeftOut(eventSchemas["study-tour"]) },
  awards: { directory: "content/events/awards", schema: withoutLeftOut(eventSchemas.awards) },
  parksWeeks: { directory: "content/events/parks-week", schema: withoutLeftOut(eventSchemas["parks-week"]) },
  programme: { directory: "content/programme", schema: withoutLeftOut(programmeDaySchema) },
  speakers: { directory: "content/speakers", schema: withoutLeftOut(speakerSchema) },
  library: { directory: "content/library", schema: withoutLeftOut(libraryItemSchema) },
  libraryCategories: {
    directory: "content/library-categories",
    schema: withoutLeftOut(libraryCategorySchema),
  },
  freeResources: { directory: "content/free-resources", schema: withoutLeftOut(freeResourceSchema) },
  parksWeekToolkit: {
    directory: "content/parks-week-toolkit",
    schema: withoutLeftOut(parksWeekResourceSchema),
  },
  contacts: { ...contactsDataset, schema: withoutLeftOut(contactsDataset.schema) },
  pagePhotos: { ...pagePhotosDataset, schema: withoutLeftOut(pagePhotosDataset.schema) },
  plans: { directory: "content/plans", schema: withoutLeftOut(planSchema) },
  budgetTiers: {
    directory: "content/budget-tiers",
    schema: withoutLeftOut(budgetTierSchema),
    unique: ["budget"],
  },
  organisationTypes: {
    directory: "content/organisation-types",
    schema: withoutLeftOut(organisationTypeSchema),
  },
} as const;

export type DataCollectionName = keyof typeof dataCollections;

/** The dataset of each kind of event. */
export const eventDatasets = {
  symposium: "symposia",
  "study-tour": "studyTours",
  awards: "awards",
  "parks-week": "parksWeeks",
} as const satisfies Record<EventKind, DataCollectionName>;
