/**
 * Prepares a built out/ for GitHub Pages (`tsx deploy/github-pages.ts <out> <destination>`, the `github-pages`
 * target of .github/workflows/site.yml): each page gets its own Content-Security-Policy as a <meta http-equiv>, and
 * the build's private files and .br/.gz copies are left out (docs/decisions/one-deploy-workflow.md).
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
