/**
 * Runs after the framework's build: computes each page's Content-Security-Policy (with the sha256 hashes of its
 * inline scripts) from the HTML in out/ and writes out/_csp.json, out/_csp.map and out/_headers for servers, never
 * served, and the 404 page's policy into 404.html (docs/decisions/headers-for-static-hosts.md).
 */
import { config } from "./lib/build-config";

import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import {
  cspJson,
  nginxCspMap,
  sitePolicies,
  staticHostHeaders,
  withMetaPolicy,
} from "../lib/security/header-files";
import { BUILD_FILES, isPrivatePath } from "../lib/security/urls";

const OUT = "out";
const feedOrigin = new URL(config.wpApiBase).origin;
const hasAnalytics = Boolean(config.gaMeasurementId);

const outFiles = readdirSync(OUT, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(OUT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
const files = outFiles
  .filter((file) => file.endsWith(".html"))
  .map((file) => ({ file, html: readFileSync(path.join(OUT, file), "utf8") }));
/** The site's other files (scripts, styles, fonts, images, the search index…). */
const otherFiles = outFiles.filter((file) => !file.endsWith(".html") && !isPrivatePath(`/${file}`));
const policies = sitePolicies(files, { feedOrigin, hasAnalytics });

writeFileSync(path.join(OUT, BUILD_FILES.cspJson), cspJson(policies));
writeFileSync(path.join(OUT, BUILD_FILES.cspMap), nginxCspMap(policies));
writeFileSync(path.join(OUT, BUILD_FILES.staticHostHeaders), staticHostHeaders(policies, otherFiles));
const notFoundFile = path.join(OUT, policies.notFound.file);
writeFileSync(notFoundFile, withMetaPolicy(readFileSync(notFoundFile, "utf8"), policies.notFound.csp));

console.log(
  `Security headers: ${policies.pages.length} pages and the 404 page, feed origin ${feedOrigin}${hasAnalytics ? ", analytics" : ""}`,
);
