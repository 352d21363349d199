/**
 * Runs after `next build` (before the CSP hashes are taken): every page in out/ loads its Next.js
 * scripts after its first paint (see scripts/lib/defer-scripts.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { deferScripts } from "./lib/defer-scripts";

const OUT = "out";
let changed = 0;
for (const file of readdirSync(OUT, { recursive: true, encoding: "utf8" })) {
  if (!file.endsWith(".html")) continue;
  const html = readFileSync(path.join(OUT, file), "utf8");
  const deferred = deferScripts(html);
  if (deferred === html) continue;
  writeFileSync(path.join(OUT, file), deferred);
  changed++;
}
console.log(`Scripts after first paint: ${changed} pages`);
