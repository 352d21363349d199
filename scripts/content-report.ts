/**
 * `npm run content:report`: how many entries of each dataset are real (with a public source) and how many are
 * samples still to replace, with `--list`, `--pages`, `--strict` (the production deploy's gate) and `--spec`
 * (docs/decisions/sample-gate.md).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { dataCollections, eventDatasets, type DataCollectionName } from "../content/schemas";
import { readDataset, readEvents } from "../lib/content/load";
import { countProvenance } from "../lib/provenance";
import {
  placeSamples,
  readBuiltPages,
  sampleEntriesOf,
  samplePageLines,
  PAGE_DATA,
  sampleSources,
} from "./lib/sample-pages";
import { specDifferences, specFigures } from "./lib/spec-figures";

const OUT_DIR = "out";
const isStrict = process.argv.includes("--strict");
const isListing = process.argv.includes("--list");
const isByPage = isStrict || process.argv.includes("--pages");

const files = readdirSync(PAGE_DATA, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .sort();

type Row = { dataset: string; real: number; sample: number; samples: string[] };
const rows: Row[] = [];

// The events as the pages hold them, one dataset for the four folders of content/events/.
const datasets: { dataset: string; value: unknown }[] = [
  {
    dataset: "events/<kind>/*.yaml",
    value: Object.fromEntries(readEvents().map((entry) => [entry.id, entry.data])),
  },
];
const eventFolders: readonly DataCollectionName[] = Object.values(eventDatasets);
for (const name of (Object.keys(dataCollections) as DataCollectionName[]).filter(
  (dataset) => !eventFolders.includes(dataset),
)) {
  // By file name, so a sample without a name of its own is listed as `<file>.<field>`.
  const entries = Object.fromEntries(readDataset(name).map((entry) => [entry.id, entry.data]));
  const definition: { directory: string; file?: string } = dataCollections[name];
  datasets.push({
    dataset: `${definition.directory.replace(/^content\//, "")}/${definition.file ?? "*.yaml"}`,
    value: entries,
  });
}
for (const file of files) {
  const exports = (await import(pathToFileURL(path.resolve(PAGE_DATA, file)).href)) as Record<
    string,
    unknown
  >;
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value === "function") continue;
    datasets.push({ dataset: `${file.replace(/\.ts$/, "")} › ${name}`, value });
  }
}

// Largest datasets first, each entry counted once: a list derived from another (plans grouped by
// category, speakers gathered from sessions) adds no second count.
const seen = new Set<unknown>();
const bySize = datasets
  .map((entry) => ({ ...entry, size: countProvenance(entry.value) }))
  .sort((a, b) => b.size.real + b.size.sample - (a.size.real + a.size.sample));
for (const { dataset, value } of bySize) {
  const count = countProvenance(value, "", seen);
  if (count.real + count.sample === 0) continue;
  rows.push({ dataset, ...count });
}
rows.sort((a, b) => a.dataset.localeCompare(b.dataset));

const width = Math.max(...rows.map((row) => row.dataset.length), "dataset".length);
console.log(`${"dataset".padEnd(width)}   real  sample`);
for (const row of rows) {
  console.log(
    `${row.dataset.padEnd(width)} ${String(row.real).padStart(6)} ${String(row.sample).padStart(7)}`,
  );
  if (isListing) for (const sample of row.samples) console.log(`${" ".repeat(width)}   - ${sample}`);
}
const real = rows.reduce((sum, row) => sum + row.real, 0);
const sample = rows.reduce((sum, row) => sum + row.sample, 0);
console.log(`${"total".padEnd(width)} ${String(real).padStart(6)} ${String(sample).padStart(7)}`);

if (sample > 0) {
  console.log(
    `\n${sample} sample entries remain: replace them with sourced facts before launch (--list names them).`,
  );
}

if (isByPage && sample > 0) {
  const built = readBuiltPages(OUT_DIR);
  console.log(
    built
      ? `\nWhere they show, in the ${built.length} pages built in ${OUT_DIR}/:`
      : `\nWhere they show (${OUT_DIR}/ is not built: every page of each sample's dataset, from scripts/lib/sample-pages.ts):`,
  );
  for (const line of samplePageLines(placeSamples(sampleEntriesOf(await sampleSources()), built))) {
    console.log(line);
  }
}

if (process.argv.includes("--spec")) {
  const differences = specDifferences();
  const all = specFigures().length;
  console.log(
    `\nThe product specification's figures: ${all - differences.length} of ${all} as the spec gives them.`,
  );
  for (const { where, spec, now } of differences) {
    console.log(
      `  - ${where}: the spec says ${JSON.stringify(spec)}, the content now ${JSON.stringify(now)}`,
    );
  }
}

if (isStrict && sample > 0) {
  console.log(
    `\n--strict: ${sample} sample entries remain, so this build may not go to the production site.`,
  );
  process.exit(1);
}
