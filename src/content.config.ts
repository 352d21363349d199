/**
 * The content collections (Astro's content layer): one per dataset kept as data files, one YAML
 * file per entry (or the one file of a single-object dataset), read by the `glob` loader and checked
 * against the dataset's schema from content/schemas/. A file that does not match fails `astro
 * build`; `npm run build` first runs scripts/check-content.ts, which reports every wrong file at
 * once in the editor's words, and the rules across datasets. A dev server (the editing screen's
 * preview) leaves such a file out instead of stopping (src/lib/preview-loader.ts).
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import type { z } from "astro/zod";

import { dataCollections } from "../content/schemas";
import { leavesWrongFilesOutWhileWatching } from "./lib/preview-loader";

function yamlCollection<Schema extends z.ZodTypeAny>({
  directory,
  file,
  schema,
}: {
  directory: string;
  file?: string;
  schema: Schema;
}) {
  const loader = glob({ pattern: file ?? "*.yaml", base: `./${directory}` });
  return defineCollection({ loader: leavesWrongFilesOutWhileWatching(loader), schema });
}

export const collections = {
  board: yamlCollection(dataCollections.board),
  staff: yamlCollection(dataCollections.staff),
  portfolios: yamlCollection(dataCollections.portfolios),
  regions: yamlCollection(dataCollections.regions),
  committees: yamlCollection(dataCollections.committees),
  partners: yamlCollection(dataCollections.partners),
  judges: yamlCollection(dataCollections.judges),
  winners: yamlCollection(dataCollections.winners),
  chairsAward: yamlCollection(dataCollections.chairsAward),
  symposia: yamlCollection(dataCollections.symposia),
  studyTours: yamlCollection(dataCollections.studyTours),
  awards: yamlCollection(dataCollections.awards),
  parksWeeks: yamlCollection(dataCollections.parksWeeks),
  programme: yamlCollection(dataCollections.programme),
  speakers: yamlCollection(dataCollections.speakers),
  library: yamlCollection(dataCollections.library),
  libraryCategories: yamlCollection(dataCollections.libraryCategories),
  freeResources: yamlCollection(dataCollections.freeResources),
  parksWeekToolkit: yamlCollection(dataCollections.parksWeekToolkit),
  contacts: yamlCollection(dataCollections.contacts),
  plans: yamlCollection(dataCollections.plans),
  budgetTiers: yamlCollection(dataCollections.budgetTiers),
  organisationTypes: yamlCollection(dataCollections.organisationTypes),
};
