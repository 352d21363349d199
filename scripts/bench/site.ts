/**
 * The bench's two copies of the site: the build (out/, built against the bench's sample feed) and
 * the same pages with every script removed (out-noscript/, git-ignored).
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { configEnv } from "../../lib/config";
import { config } from "../lib/build-config";
import { precompressSite } from "../lib/precompress";
import { quietEnv, run } from "../lib/run";
import { stripScripts } from "../lib/strip-scripts";

export const OUT_DIR = "out";
export const NOSCRIPT_DIR = "out-noscript";

/** The built page of a route: "/" → index.html, "/wup-awards/about" → wup-awards/about.html. */
export const htmlFileOf = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}.html`);

/** The site's configuration (environment, then .env), with the feeds read from `feed`. */
export async function buildSite(feed: string): Promise<number> {
  return run("npm", ["run", "build"], { env: quietEnv({ ...configEnv(config), WP_API_BASE: feed }) });
}

/** A reused build reads its feed from the origin it was built with: say so when that is not ours. */
export function warnIfBuiltForAnotherFeed(feed: string): void {
  const csp = readFileSync(path.join(OUT_DIR, "_csp.map"), "utf8");
  if (!csp.includes(feed))
    console.warn(
      `Warning: ${OUT_DIR}/ was not built against ${feed}; its feeds will fail. Build without BENCH_SKIP_BUILD.`,
    );
}

function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => path.join(dir, file));
}

/** out/ copied to `to`, every page without scripts; returns how many pages it rewrote. */
export function makeScriptsRemovedCopy(from: string, to: string): number {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const pages = htmlFilesUnder(to);
  for (const file of pages) writeFileSync(file, stripScripts(readFileSync(file, "utf8")));
  // The copied .br and .gz files hold the pages with their scripts: compress the new pages anew.
  precompressSite(to);
  return pages.length;
}

export function checkRoutesAreBuilt(routes: readonly string[]): void {
  const missing = routes.filter((route) => !existsSync(path.join(OUT_DIR, htmlFileOf(route))));
  if (missing.length) throw new Error(`No page in ${OUT_DIR}/ for ${missing.join(", ")}`);
}
