/**
 * Runs after `astro build`: Pagefind indexes each page's <main> (data-pagefind-body, src/layouts/base-layout.astro)
 * under its canonical URL, the not-found pages left out, into out/pagefind/ (docs/decisions/site-search.md).
 */
// The build's configuration (environment, then .env) first: content/ reads it as it loads.
import "./lib/build-config";

import { readFileSync, statSync } from "node:fs";
import path from "node:path";

import * as pagefind from "pagefind";

import { pageList } from "../src/data/pages";
import { searchableHtml } from "./lib/searchable-html";

const OUT = "out";
const fileOf = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}.html`);

const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);

for (const page of pageList) {
  const content = searchableHtml(readFileSync(path.join(OUT, fileOf(page.path)), "utf8"));
  const added = await index.addHTMLFile({ url: page.path, content });
  if (added.errors.length)
    throw new Error(`Pagefind could not index ${page.path}: ${added.errors.join("; ")}`);
}
const outputPath = path.join(OUT, "pagefind");
const entryFile = path.join(outputPath, "pagefind-entry.json");
const entryWritten = () => {
  try {
    return statSync(entryFile).size > 0;
  } catch {
    return false;
  }
};
// Once, on a busy machine, the entry file came out empty (search then fails in the browser): write
// again when that happens, and fail the build rather than ship a broken search.
const writeFiles = async () => {
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length)
    throw new Error(`Pagefind could not write its files: ${written.errors.join("; ")}`);
};
await writeFiles();
if (!entryWritten()) await writeFiles();
if (!entryWritten()) throw new Error(`Pagefind wrote an empty ${entryFile}`);
await pagefind.close();
console.log(`Search index: ${pageList.length} pages`);
