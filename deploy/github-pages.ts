/**
 * Prepares a built out/ for GitHub Pages (the `github-pages` target of .github/workflows/site.yml):
 *
 *   tsx deploy/github-pages.ts <out> <destination>
 *
 * GitHub Pages serves files with its own headers and reads no `_headers`, so none of the site's
 * security headers reach visitors there. This copies <out> to <destination> with, in every page,
 * the page's own Content-Security-Policy as a <meta http-equiv> element (from out/_csp.json, the
 * policies the build computed; the build already does this for 404.html), so the pages' scripts
 * are still limited to their hashes. A policy in a <meta> element cannot carry frame-ancestors,
 * and nothing can replace the other headers (docs/deploy.md lists what is lost). The build's
 * private files (_csp.json, _csp.map, _headers) and its .br and .gz copies (Pages compresses on its
 * own, and would serve them under their names, stale once the pages change) are left out, and a
 * `.nojekyll` file is added so that no Jekyll step ever hides the `_astro/` folder.
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { parseCspJson, withMetaPolicy } from "../lib/security/header-files";
import { BUILD_FILES, isPrecompressedCopy } from "../lib/security/urls";

const [source, destination] = process.argv.slice(2);
if (!source || !destination) {
  console.error("usage: tsx deploy/github-pages.ts <out> <destination>");
  process.exit(1);
}
const policiesFile = path.join(source, BUILD_FILES.cspJson);
if (!existsSync(policiesFile)) {
  console.error(`${policiesFile} is missing: build the site first (npm run build).`);
  process.exit(1);
}

const policies = parseCspJson(readFileSync(policiesFile, "utf8"));
rmSync(destination, { recursive: true, force: true });
cpSync(source, destination, {
  recursive: true,
  filter: (file) => !isPrecompressedCopy(file),
});
for (const file of Object.values(BUILD_FILES)) rmSync(path.join(destination, file), { force: true });

for (const page of [...policies.pages, policies.notFound]) {
  const file = path.join(destination, page.file);
  writeFileSync(file, withMetaPolicy(readFileSync(file, "utf8"), page.csp));
}
writeFileSync(path.join(destination, ".nojekyll"), "");

console.info(
  `GitHub Pages: ${destination}/ with ${policies.pages.length} pages and the 404 page, each with its policy in a <meta> element`,
);
