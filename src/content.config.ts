/**
 * The content collections: one per dataset kept as data files, read by the `glob` loader and checked against
 * the dataset's schema from content/schemas/ (docs/decisions/content-as-yaml-collections.md).
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

type Dataset = { directory: string; file?: string; schema: z.ZodTypeAny };

/** One collection per dataset of content/schemas/index.ts, under the same name. */
function yamlCollections<Datasets extends Record<string, Dataset>>(datasets: Datasets) {
  const entries = Object.entries(datasets).map(([name, dataset]) => [name, yamlCollection(dataset)]);
  return Object.fromEntries(entries) as {
    [Name in keyof Datasets]: ReturnType<typeof yamlCollection<Datasets[Name]["schema"]>>;
  };
}

export const collections = yamlCollections(dataCollections);
