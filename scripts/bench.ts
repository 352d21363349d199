/**
 * `npm run bench`: every route in Lighthouse against its scripts-removed copy (docs/decisions/the-benchmark.md).
 *   npm run bench -- --runs 1 --routes /,/blog
 */
// The build's configuration (environment, then .env) first: content/ reads it as it loads.
import "./lib/build-config";

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { pageList } from "../src/data/pages";
import { interactionMissesOf, missesOf, paintMissesOf, readBudgets } from "./bench/budgets";
import {
  audit,
  measureRoute,
  medianRun,
  type Copy,
  type RouteResult,
  type RouteRuns,
} from "./bench/lighthouse";
import { interactionsTable, progressLine, summaryOf } from "./bench/report";
import { launchChromium, serveWithNginx, startFeed, type Running } from "./bench/servers";
import {
  buildSite,
  checkRoutesAreBuilt,
  htmlFileOf,
  makeScriptsRemovedCopy,
  NOSCRIPT_DIR,
  OUT_DIR,
  warnIfBuiltForAnotherFeed,
} from "./bench/site";
import { whole } from "./bench/values";
import { measureFirstInteractions, type InteractionResult } from "./lib/first-interactions";
import { islandsOf } from "./lib/islands";

const BUDGETS_FILE = "bench/budgets.json";
const RESULTS_DIR = "bench/results";
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3500);
const FEED_PORT = Number(process.env.BENCH_FEED_PORT ?? 4500);
const FEED = `http://127.0.0.1:${FEED_PORT}`;

type Options = { runs: number; routes: string[]; skipBuild: boolean; interactionsOnly: boolean };

function argument(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : undefined;
}

function parseOptions(argv: readonly string[]): Options {
  const runs = Number(argument(argv, "runs") ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of at least 1`);
  const routes = argument(argv, "routes")?.split(",") ?? pageList.map((page) => page.path);
  const interactionsOnly = argv.includes("--interactions-only");
  return {
    runs,
    routes: interactionsOnly ? [] : routes,
    skipBuild: Boolean(process.env.BENCH_SKIP_BUILD),
    interactionsOnly,
  };
}

const running: Running[] = [];

async function stopAll(): Promise<void> {
  for (const item of running.splice(0).reverse()) {
    await item
      .stop()
      .catch((error: unknown) => console.error(`Could not stop ${item.name}: ${String(error)}`));
  }
}

type Measured = {
  rows: RouteResult[];
  allRuns: Record<string, RouteRuns>;
  interactions: InteractionResult[];
};

async function measureAll(options: Options, resultsDir: string): Promise<Measured> {
  running.push(await startFeed(FEED_PORT));
  const scripted = await serveWithNginx(OUT_DIR, SITE_PORT);
  running.push(scripted);
  const noscript = await serveWithNginx(NOSCRIPT_DIR, SITE_PORT + 1);
  running.push(noscript);
  const chrome = await launchChromium();
  running.push(chrome);
  const copies: Copy[] = [
    { id: "scripted", origin: scripted.origin },
    { id: "noscript", origin: noscript.origin },
  ];

  // The first run in a fresh browser sometimes fails to record a trace: warm up once.
  if (options.routes.length > 0) await audit(chrome.port, `${scripted.origin}/`).catch(() => undefined);
  const rows: RouteResult[] = [];
  const allRuns: Record<string, RouteRuns> = {};
  for (const route of options.routes) {
    const results = await measureRoute(route, copies, options.runs, chrome.port, resultsDir);
    allRuns[route] = results;
    writeFileSync(path.join(resultsDir, "runs.json"), `${JSON.stringify(allRuns, null, 2)}\n`);
    const row = { route, scripted: medianRun(results.scripted), noscript: medianRun(results.noscript) };
    rows.push(row);
    console.log(progressLine(row));
  }
  const interactions = await measureFirstInteractions(scripted.origin, options.runs);
  for (const { interaction, firstMedianMs, secondMedianMs } of interactions)
    console.log(`${interaction.label}: first ${whole(firstMedianMs)} ms, second ${whole(secondMedianMs)} ms`);
  return { rows, allRuns, interactions };
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const budgets = readBudgets(BUDGETS_FILE);
  if (!options.skipBuild) {
    const code = await buildSite(FEED);
    if (code !== 0) return code;
  } else warnIfBuiltForAnotherFeed(FEED);
  checkRoutesAreBuilt(options.routes);

  const stripped = makeScriptsRemovedCopy(OUT_DIR, NOSCRIPT_DIR);
  console.log(`${NOSCRIPT_DIR}/: ${stripped} pages copied without scripts.`);
  const pages = options.routes.map((route) => ({ route, page: islandsOf(OUT_DIR, htmlFileOf(route)) }));

  const resultsDir = path.join(RESULTS_DIR, new Date().toISOString().replace(/[:.]/g, "-"));
  mkdirSync(resultsDir, { recursive: true });
  let measured: Measured;
  try {
    measured = await measureAll(options, resultsDir);
  } finally {
    await stopAll();
  }

  const { rows, allRuns, interactions } = measured;
  const misses = [
    ...rows.flatMap((row) => [
      ...missesOf(row, budgets),
      ...paintMissesOf(row.route, allRuns[row.route] ?? { scripted: [], noscript: [] }, budgets),
    ]),
    ...interactionMissesOf(interactions, budgets),
  ];
  const interactionSummary = { results: interactions, table: interactionsTable(interactions, budgets) };
  const summary = summaryOf(options.runs, rows, pages, interactionSummary, misses);
  writeFileSync(path.join(resultsDir, "summary.md"), `${summary}\n`);
  writeFileSync(path.join(RESULTS_DIR, "latest.md"), `${summary}\n`);
  writeFileSync(path.join(resultsDir, "medians.json"), `${JSON.stringify(rows, null, 2)}\n`);
  writeFileSync(
    path.join(resultsDir, "first-interactions.json"),
    `${JSON.stringify(
      interactions.map(({ interaction, ...numbers }) => ({ id: interaction.id, ...numbers })),
      null,
      2,
    )}\n`,
  );
  console.log(`\n${summary}\n\nRaw reports: ${resultsDir}`);
  return misses.length ? 1 : 0;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));
}
process.exit(
  await main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }),
);
