/**
 * The editing screen's forms, one per dataset of content/schemas/index.ts, grouped as its side navigation
 * shows them; keystatic.config.ts builds its collections and navigation from this list alone
 * (docs/decisions/keystatic-editing-screen.md).
 */
import { chairsAward, judges, winners } from "./awards";
import { contacts } from "./contacts";
import { awards, parksWeeks, studyTours, symposia } from "./events";
import { board, committees, portfolios, regions, staff } from "./governance";
import { budgetTiers, organisationTypes, partners, plans } from "./organisation";
import { pagePhotos } from "./page-photos";
import {
  freeResources,
  library,
  libraryCategories,
  parksWeekToolkit,
  programme,
  speakers,
} from "./programme";

/** The datasets of many files, by navigation group, in the order the navigation lists them. */
const collectionGroups = {
  Governance: { board, staff, portfolios, regions, committees },
  Membership: { plans, budgetTiers, organisationTypes, partners },
  Awards: { awards, winners, judges, chairsAward },
  Events: { symposia, programme, speakers, studyTours, parksWeeks },
  Resources: { library, libraryCategories, freeResources, parksWeekToolkit },
};

/** The datasets of one file (content/schemas/index.ts gives them a `file`), each its own group. */
export const singletons = { contacts, pagePhotos };

export const collections = {
  ...collectionGroups.Governance,
  ...collectionGroups.Membership,
  ...collectionGroups.Awards,
  ...collectionGroups.Events,
  ...collectionGroups.Resources,
};

function keysOf<Forms extends object>(forms: Forms): (keyof Forms & string)[] {
  return Object.keys(forms) as (keyof Forms & string)[];
}

/** The side navigation: each group's datasets, then each singleton under a heading of its own. */
export const navigation: Record<string, (keyof typeof collections | keyof typeof singletons)[]> = {
  ...Object.fromEntries(Object.entries(collectionGroups).map(([group, forms]) => [group, keysOf(forms)])),
  Pages: ["pagePhotos"],
  Contacts: ["contacts"],
};
