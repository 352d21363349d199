/**
 * `npm run bench`: what each route costs, measured against the same page with no script at all.
 *
 *   1. Builds the site against the bundled sample feed (BENCH_SKIP_BUILD=1 reuses out/).
 *   2. Copies out/ to out-noscript/ (git-ignored) with every `<script>` element (inline, module
 *      and JSON-LD alike) and every `<link rel="modulepreload">` removed from every page
 *      (scripts/lib/strip-scripts.ts); every other file, _csp.map included, copied as it is.
 *   3. Serves both copies with nginx and deploy/nginx.conf, exactly as scripts/nginx.ts does, on
 *      two ports, and the sample feed.
 *   4. Runs Lighthouse 12 (mobile, simulated throttling, Debian's Chromium) `--runs` times on every
 *      route of both copies, alternating between them so a busy moment weighs on both, and takes
 *      the medians.
 *   5. Reads from out/ which islands each route hydrates and what their code weighs
 *      (scripts/lib/islands.ts).
 *   6. Checks the real copy's medians against bench/budgets.json (TBT against the scripts-removed
 *      copy's) and, on text routes (no feed, no widget in the first viewport), every run's FCP and
 *      LCP against the scripts-removed copy's run beside it; prints the tables and exits 1 on any
 *      miss.
 *   7. Times the first interactions on the real copy (scripts/lib/first-interactions.ts): the first
 *      winner dialog, search, phone menu and desktop menu, click to next paint at 4× CPU, each on
 *      `--runs` fresh pages, against firstInteractionMaxMs.
 *
 *   npm run bench                                every route, 3 runs each
 *   npm run bench -- --runs 1 --routes /,/blog   a quick look
 *   npm run bench -- --interactions-only         the first interactions alone (step 7)
 *   BENCH_SKIP_BUILD=1 npm run bench             reuse out/ (built against the bench's feed)
 *
 * JavaScript is what the page loaded without interaction: every request of type Script to the
 * site's own origin in the Lighthouse run, each counted as its file in out/ gzipped at nginx's
 * level (6): the code, not the response headers that come with each request. The summary goes to
 * stdout, bench/results/<timestamp>/summary.md and bench/results/latest.md; the raw Lighthouse
 * reports and every run's numbers to bench/results/<timestamp>/ (git-ignored). Ports: BENCH_PORT
 * (3500) for out/, the next one for out-noscript/, BENCH_FEED_PORT (4500) for the feed.
 */
// The build's configuration (environment, then .env) first: content/ reads it as it loads.
import { config } from "./lib/build-config";

import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

import { pageList } from "../content/pages";
import { configEnv } from "../lib/config";
import { startFeedServer } from "../sample-feed/server";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium";
import {
  CPU_SLOWDOWN,
  FIRST_INTERACTIONS,
  measureFirstInteractions,
  type InteractionResult,
} from "./lib/first-interactions";
import { median } from "./lib/median";
import { gzipSize, islandsOf, LIGHTHOUSE_MOBILE_WIDTH, type Island, type PageIslands } from "./lib/islands";
import { quietEnv, run } from "./lib/run";
import { precompressSite } from "./lib/precompress";
import { stripScripts } from "./lib/strip-scripts";

const OUT_DIR = "out";
const NOSCRIPT_DIR = "out-noscript";
const BUDGETS_FILE = "bench/budgets.json";
const RESULTS_DIR = "bench/results";
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3500);
const FEED_PORT = Number(process.env.BENCH_FEED_PORT ?? 4500);
const FEED = `http://127.0.0.1:${FEED_PORT}`;
const TSX = path.resolve("node_modules/.bin/tsx");
const NGINX_SCRIPT = path.resolve("scripts/nginx.ts");

// ---------------------------------------------------------------------------------------------
// Options and budgets

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

/** A limit that differs between text-led routes and the routes that load a feed. */
type PerRouteKind = { textRoutes: number; feedRoutes: number };

/** bench/budgets.json (its $comment says the units). */
type Budgets = {
  feedRoutes: string[];
  /** Text-led routes with a widget in their first viewport: not held to paint as their copy does. */
  widgetRoutes: string[];
  performanceMin: PerRouteKind;
  lcpMaxMs: PerRouteKind;
  tbtMaxAboveScriptsRemovedMs: number;
  clsMax: number;
  accessibilityMin: number;
  bestPracticesMin: number;
  seoMin: number;
  javascriptMaxKb: number;
  /** How far a text route's FCP and LCP may be above its scripts-removed copy's, in every run. */
  paintMaxAboveScriptsRemovedMs: number;
  /** A text route's HTML as transferred, headers included: what one round trip delivers. */
  documentMaxBytes: number;
  /** Click to next paint on the first open, median, 4× CPU (scripts/lib/first-interactions.ts). */
  firstInteractionMaxMs: Record<string, number>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isPerRouteKind = (value: unknown) =>
  isRecord(value) && isNumber(value.textRoutes) && isNumber(value.feedRoutes);

function isBudgets(value: unknown): value is Budgets {
  if (!isRecord(value)) return false;
  const numbers = [
    "tbtMaxAboveScriptsRemovedMs",
    "clsMax",
    "accessibilityMin",
    "bestPracticesMin",
    "seoMin",
    "javascriptMaxKb",
    "paintMaxAboveScriptsRemovedMs",
    "documentMaxBytes",
  ];
  return (
    [value.feedRoutes, value.widgetRoutes].every(
      (routes) => Array.isArray(routes) && routes.every((route) => typeof route === "string"),
    ) &&
    isPerRouteKind(value.performanceMin) &&
    isPerRouteKind(value.lcpMaxMs) &&
    isRecord(value.firstInteractionMaxMs) &&
    FIRST_INTERACTIONS.every(
      ({ id }) => isRecord(value.firstInteractionMaxMs) && isNumber(value.firstInteractionMaxMs[id]),
    ) &&
    numbers.every((key) => isNumber(value[key]))
  );
}

function readBudgets(file: string): Budgets {
  const budgets: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!isBudgets(budgets))
    throw new Error(`${file} is not in the shape scripts/bench.ts reads (its Budgets type)`);
  return budgets;
}

const limitFor = (budgets: Budgets, route: string, limit: PerRouteKind) =>
  budgets.feedRoutes.includes(route) ? limit.feedRoutes : limit.textRoutes;

/** A text route: no feed and no widget in its first viewport (issue 31). */
const isTextRoute = (budgets: Budgets, route: string) =>
  !budgets.feedRoutes.includes(route) && !budgets.widgetRoutes.includes(route);

// ---------------------------------------------------------------------------------------------
// Build and the scripts-removed copy

/** The built page of a route: "/" → index.html, "/wup-awards/about" → wup-awards/about.html. */
const htmlFileOf = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}.html`);

async function buildSite(): Promise<number> {
  // The site's configuration (environment, then .env), with the feeds read from the bench's sample feed.
  return run("npm", ["run", "build"], { env: quietEnv({ ...configEnv(config), WP_API_BASE: FEED }) });
}

/** A reused build reads its feed from the origin it was built with: say so when that is not ours. */
function warnIfBuiltForAnotherFeed(): void {
  const csp = readFileSync(path.join(OUT_DIR, "_csp.map"), "utf8");
  if (!csp.includes(FEED))
    console.warn(
      `Warning: ${OUT_DIR}/ was not built against ${FEED}; its feeds will fail. Build without BENCH_SKIP_BUILD.`,
    );
}

function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => path.join(dir, file));
}

/** out/ copied to `to`, every page without scripts; returns how many pages it rewrote. */
function makeScriptsRemovedCopy(from: string, to: string): number {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const pages = htmlFilesUnder(to);
  for (const file of pages) writeFileSync(file, stripScripts(readFileSync(file, "utf8")));
  // The copied .br and .gz files hold the pages with their scripts: compress the new pages anew.
  precompressSite(to);
  return pages.length;
}

function checkRoutesAreBuilt(routes: readonly string[]): void {
  const missing = routes.filter((route) => !existsSync(path.join(OUT_DIR, htmlFileOf(route))));
  if (missing.length) throw new Error(`No page in ${OUT_DIR}/ for ${missing.join(", ")}`);
}

// ---------------------------------------------------------------------------------------------
// Servers

type Running = { name: string; stop: () => Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** Ends a detached process group and waits (5 s at most) for its leader to exit. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return; // the group is gone already
  }
  await Promise.race([exited, sleep(5000)]);
}

/** Serves `dir` with scripts/nginx.ts (deploy/nginx.conf, its root swapped for `dir`) on `port`. */
async function serveWithNginx(dir: string, port: number): Promise<Running & { origin: string }> {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(`${origin}/`))
    throw new Error(`Port ${port} is already serving: set BENCH_PORT to a free one`);
  const nginx = spawn(TSX, [NGINX_SCRIPT], {
    env: { ...process.env, PORT: String(port), OUT_DIR: dir },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => stopGroup(nginx);
  for (let attempt = 0; attempt < 100 && nginx.exitCode === null; attempt++) {
    if (await answers(`${origin}/`)) return { name: `nginx for ${dir}/`, origin, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(
    `nginx for ${dir}/ did not answer on ${origin} (see ${tmpdir()}/wup-nginx-${port}/error.log)`,
  );
}

async function startFeed(): Promise<Running> {
  const server: http.Server = await startFeedServer(FEED_PORT);
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { name: "sample feed", stop };
}

async function launchChromium(): Promise<Running & { port: number }> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    handleSIGINT: false, // the bench stops everything it started itself (stopAll)
  });
  return { name: "Chromium", port: chrome.port, stop: async () => chrome.kill() };
}

const running: Running[] = [];

async function stopAll(): Promise<void> {
  for (const item of running.splice(0).reverse()) {
    await item
      .stop()
      .catch((error: unknown) => console.error(`Could not stop ${item.name}: ${String(error)}`));
  }
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/** The real build (out/) or its scripts-removed copy, and where it is served. */
type Copy = { id: "scripted" | "noscript"; origin: string };

/** One run's numbers. */
type RunResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  lcpElement: string;
  cls: number;
  tbtMs: number;
  transferBytes: number;
  /** The page's HTML as transferred (compressed), headers included. */
  documentBytes: number;
  jsBytes: number;
};
type NumericKey = Exclude<keyof RunResult, "lcpElement">;

/** One Lighthouse run; a run that failed to record (e.g. NO_NAVSTART) is repeated, twice at most. */
async function audit(chromePort: number, url: string, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError && attempt < 3) return audit(chromePort, url, attempt + 1);
  if (result.lhr.runtimeError)
    console.warn(`${url}: ${result.lhr.runtimeError.code} (its scores count as n/a)`);
  return result.lhr;
}

const categoryScore = (lhr: Result, id: string) => {
  const score = lhr.categories[id]?.score;
  return typeof score === "number" ? Math.round(score * 100) : Number.NaN;
};
const numericValue = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Lighthouse's network list: every request of the run. */
function networkRequests(lhr: Result) {
  const details = lhr.audits["network-requests"]?.details;
  return details?.type === "table" ? details.items : [];
}

/** The main document's transfer size, headers included (Lighthouse's network list). */
function documentBytesOf(lhr: Result): number {
  const document = networkRequests(lhr).find((request) => request.resourceType === "Document");
  return typeof document?.transferSize === "number" ? document.transferSize : Number.NaN;
}

/** Gzip bytes of the site's own scripts the page loaded: requests of type Script to `origin`. */
function scriptBytes(lhr: Result, origin: string): number {
  const files = networkRequests(lhr)
    .filter((request) => request.resourceType === "Script")
    .flatMap((request) => (typeof request.url === "string" ? [new URL(request.url)] : []))
    .filter((url) => url.origin === origin)
    .map((url) => path.join(OUT_DIR, url.pathname));
  return [...new Set(files)].reduce((sum, file) => sum + gzipSize(file), 0);
}

/** A label for a table cell: a selector's last two steps ("article.group > img.h-auto"), a text's start. */
function shortLabel(label: string, length = 40): string {
  const text = label.replace(/\s+/g, " ").trim();
  const short = text.includes(" > ") ? text.split(" > ").slice(-2).join(" > ") : text;
  return short.length > length ? `${short.slice(0, length - 1)}…` : short;
}

/** The LCP element's label ("h1", "Parks for people …"), from the largest-contentful-paint-element audit. */
function lcpElementOf(lhr: Result): string {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  const sections = details?.type === "list" ? details.items : [];
  for (const section of sections) {
    const node = section.type === "table" ? section.items[0]?.node : undefined;
    if (isRecord(node) && node.type === "node") {
      return shortLabel(node.nodeLabel ?? node.selector ?? "?");
    }
  }
  return "?";
}

function runResultOf(lhr: Result, origin: string): RunResult {
  return {
    performance: categoryScore(lhr, "performance"),
    accessibility: categoryScore(lhr, "accessibility"),
    bestPractices: categoryScore(lhr, "best-practices"),
    seo: categoryScore(lhr, "seo"),
    fcpMs: numericValue(lhr, "first-contentful-paint"),
    lcpMs: numericValue(lhr, "largest-contentful-paint"),
    lcpElement: lcpElementOf(lhr),
    cls: numericValue(lhr, "cumulative-layout-shift"),
    tbtMs: numericValue(lhr, "total-blocking-time"),
    transferBytes: numericValue(lhr, "total-byte-weight"),
    documentBytes: documentBytesOf(lhr),
    jsBytes: scriptBytes(lhr, origin),
  };
}

/**
 * The middle value (the lower of the two middle ones for an even count), so always a measured one;
 * runs that recorded no value (NaN: Lighthouse's runtime error) left out.
 */
/** Each number's median; the LCP element of the run whose LCP is the median. */
function medianRun(runs: RunResult[]): RunResult {
  const of = (key: NumericKey) => median(runs.map((result) => result[key]));
  const lcpMs = of("lcpMs");
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    fcpMs: of("fcpMs"),
    lcpMs,
    lcpElement: runs.find((result) => result.lcpMs === lcpMs)?.lcpElement ?? "?",
    cls: of("cls"),
    tbtMs: of("tbtMs"),
    transferBytes: of("transferBytes"),
    documentBytes: of("documentBytes"),
    jsBytes: of("jsBytes"),
  };
}

type RouteRuns = Record<Copy["id"], RunResult[]>;
type RouteResult = { route: string } & Record<Copy["id"], RunResult>;

const reportName = (route: string, copy: Copy, index: number) =>
  `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}-${copy.id}-${index + 1}.json`;

/** `runs` runs of one route, the copies alternating; every report saved to `resultsDir`. */
async function measureRoute(
  route: string,
  copies: readonly Copy[],
  runs: number,
  chromePort: number,
  resultsDir: string,
): Promise<RouteRuns> {
  const results: RouteRuns = { scripted: [], noscript: [] };
  for (let index = 0; index < runs; index++) {
    for (const copy of copies) {
      const lhr = await audit(chromePort, `${copy.origin}${route}`);
      writeFileSync(path.join(resultsDir, reportName(route, copy, index)), JSON.stringify(lhr));
      results[copy.id].push(runResultOf(lhr, copy.origin));
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Budgets

type Metric =
  | "performance"
  | "tbt"
  | "lcp"
  | "cls"
  | "accessibility"
  | "bestPractices"
  | "seo"
  | "javascript"
  | "paint"
  | "document"
  | "firstInteraction";
type Miss = { route: string; metric: Metric; message: string };

const kb = (bytes: number) => bytes / 1024;
const whole = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "n/a");
const decimals = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
const oneDecimal = (bytes: number) => decimals(kb(bytes), 1);

/** The budgets one route's medians miss. */
function missesOf(row: RouteResult, budgets: Budgets): Miss[] {
  const { route, scripted, noscript } = row;
  const performanceMin = limitFor(budgets, route, budgets.performanceMin);
  const lcpMaxMs = limitFor(budgets, route, budgets.lcpMaxMs);
  const tbtMaxMs = noscript.tbtMs + budgets.tbtMaxAboveScriptsRemovedMs;
  const checks: [Metric, boolean, string][] = [
    [
      "performance",
      scripted.performance >= performanceMin,
      `performance ${whole(scripted.performance)} < ${performanceMin}`,
    ],
    [
      "tbt",
      scripted.tbtMs <= tbtMaxMs,
      `TBT ${whole(scripted.tbtMs)} ms > ${whole(noscript.tbtMs)} ms without scripts + ${budgets.tbtMaxAboveScriptsRemovedMs} ms`,
    ],
    ["lcp", scripted.lcpMs <= lcpMaxMs, `LCP ${whole(scripted.lcpMs)} ms > ${lcpMaxMs} ms`],
    ["cls", scripted.cls <= budgets.clsMax, `CLS ${decimals(scripted.cls, 3)} > ${budgets.clsMax}`],
    [
      "accessibility",
      scripted.accessibility >= budgets.accessibilityMin,
      `accessibility ${whole(scripted.accessibility)} < ${budgets.accessibilityMin}`,
    ],
    [
      "bestPractices",
      scripted.bestPractices >= budgets.bestPracticesMin,
      `best practices ${whole(scripted.bestPractices)} < ${budgets.bestPracticesMin}`,
    ],
    ["seo", scripted.seo >= budgets.seoMin, `SEO ${whole(scripted.seo)} < ${budgets.seoMin}`],
    [
      "javascript",
      kb(scripted.jsBytes) <= budgets.javascriptMaxKb,
      `JavaScript ${oneDecimal(scripted.jsBytes)} KB > ${budgets.javascriptMaxKb} KB`,
    ],
    [
      "document",
      !isTextRoute(budgets, route) || scripted.documentBytes <= budgets.documentMaxBytes,
      `HTML ${whole(scripted.documentBytes)} bytes > ${budgets.documentMaxBytes} (one round trip)`,
    ],
  ];
  return checks.filter(([, ok]) => !ok).map(([metric, , message]) => ({ route, metric, message }));
}

/**
 * A text route paints as its scripts-removed copy does (issue 31): in every run, not only in the
 * median, its FCP and LCP are at most `paintMaxAboveScriptsRemovedMs` above the copy's run beside it
 * (the copies alternate, so run n of each met the same moment of the machine).
 */
function paintMissesOf(route: string, runs: RouteRuns, budgets: Budgets): Miss[] {
  if (!isTextRoute(budgets, route)) return [];
  const slack = budgets.paintMaxAboveScriptsRemovedMs;
  const metrics = [
    ["fcpMs", "FCP"],
    ["lcpMs", "LCP"],
  ] as const;
  return runs.scripted.flatMap((run, index) => {
    const removed = runs.noscript[index];
    if (!removed) return [];
    return metrics
      .filter(([key]) => !(run[key] <= removed[key] + slack))
      .map(([key, name]) => ({
        route,
        metric: "paint" as const,
        message: `run ${index + 1}: ${name} ${whole(run[key])} ms > ${whole(removed[key])} ms without scripts + ${slack} ms`,
      }));
  });
}

// ---------------------------------------------------------------------------------------------
// Tables

const cell = (text: string) => text.replaceAll("|", "/").replace(/\s+/g, " ").trim();
const tableRow = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
const table = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [tableRow(header), `|${"---|".repeat(header.length)}`, ...rows.map(tableRow)].join("\n");

function routeTable(rows: readonly RouteResult[], misses: readonly Miss[]): string {
  const header = [
    "route",
    "perf (real / removed)",
    "TBT ms (real / removed)",
    "LCP ms (real / removed)",
    "CLS",
    "a11y / BP / SEO",
    "transfer KB",
    "HTML bytes (real / removed)",
    "JS KB",
    "LCP element",
  ];
  const body = rows.map(({ route, scripted, noscript }) => {
    const mark = (...metrics: Metric[]) =>
      misses.some((miss) => miss.route === route && metrics.includes(miss.metric)) ? " ✗" : "";
    const pair = (real: number, removed: number, metric: Metric) =>
      `${whole(real)}${mark(metric)} / ${whole(removed)}`;
    return [
      route,
      pair(scripted.performance, noscript.performance, "performance"),
      pair(scripted.tbtMs, noscript.tbtMs, "tbt"),
      pair(scripted.lcpMs, noscript.lcpMs, "lcp"),
      `${decimals(scripted.cls, 3)}${mark("cls")}`,
      `${whole(scripted.accessibility)} / ${whole(scripted.bestPractices)} / ${whole(scripted.seo)}${mark("accessibility", "bestPractices", "seo")}`,
      whole(kb(scripted.transferBytes)),
      pair(scripted.documentBytes, noscript.documentBytes, "document"),
      `${oneDecimal(scripted.jsBytes)}${mark("javascript")}`,
      scripted.lcpElement,
    ];
  });
  return table(header, body);
}

/** "SearchButton (idle, 4.3 KB)", "WinnerDetailDialog ×23 (visible, 20.3 KB, on scroll only)". */
function islandLabel(island: Island, count: number): string {
  const when = { "with page": "", "when visible": ", on scroll only", never: ", not at this width" }[
    island.loads
  ];
  const times = count > 1 ? ` ×${count}` : "";
  return `${island.component}${times} (${island.directive}, ${oneDecimal(island.bytes)} KB${when})`;
}

/** A page's islands, one label per component and directive. */
function islandLabels(islands: readonly Island[]): string {
  const groups = new Map<string, { island: Island; count: number }>();
  for (const island of islands) {
    const key = `${island.component} ${island.directive} ${island.media ?? ""}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { island, count: 1 });
  }
  return [...groups.values()].map(({ island, count }) => islandLabel(island, count)).join(", ") || "none";
}

function islandsTable(pages: readonly { route: string; page: PageIslands }[]): string {
  const header = [
    "route",
    "islands (directive, gzip KB of own code)",
    "renderer KB",
    "page scripts KB",
    "with page KB",
    "on scroll KB",
  ];
  const body = pages.map(({ route, page }) => [
    route,
    islandLabels(page.islands),
    oneDecimal(page.rendererBytes),
    oneDecimal(page.pageScriptBytes),
    oneDecimal(page.withPageBytes),
    oneDecimal(page.whenVisibleBytes),
  ]);
  return table(header, body);
}

function interactionMissesOf(results: readonly InteractionResult[], budgets: Budgets): Miss[] {
  return results.flatMap(({ interaction, firstMedianMs }) => {
    const limit = budgets.firstInteractionMaxMs[interaction.id] ?? Number.NaN;
    return firstMedianMs <= limit
      ? []
      : [
          {
            route: interaction.route,
            metric: "firstInteraction" as const,
            message: `${interaction.label}: first open ${whole(firstMedianMs)} ms > ${limit} ms`,
          },
        ];
  });
}

function interactionsTable(results: readonly InteractionResult[], budgets: Budgets): string {
  const header = [
    "interaction",
    "first open (median)",
    "first open, each run",
    "second open (median)",
    "target",
  ];
  const body = results.map(({ interaction, firstMedianMs, firstRunsMs, secondMedianMs }) => {
    const limit = budgets.firstInteractionMaxMs[interaction.id] ?? Number.NaN;
    return [
      interaction.label,
      `${whole(firstMedianMs)} ms${firstMedianMs <= limit ? "" : " ✗"}`,
      firstRunsMs.map(whole).join(", "),
      `${whole(secondMedianMs)} ms`,
      `≤ ${limit} ms`,
    ];
  });
  return table(header, body);
}

function summaryOf(
  runs: number,
  rows: readonly RouteResult[],
  pages: readonly { route: string; page: PageIslands }[],
  interactions: { results: readonly InteractionResult[]; table: string },
  misses: readonly Miss[],
): string {
  return [
    `Lighthouse 12 mobile (simulated throttling), median of ${runs} run(s) per route and copy. "removed" is the`,
    `scripts-removed copy (${NOSCRIPT_DIR}/: the same pages without any <script> or modulepreload); the other columns`,
    "are the real pages'. transfer and JS are the bytes transferred (compressed by nginx); JS counts the site's own",
    "scripts loaded without interaction. ✗ marks a budget miss (bench/budgets.json). KB = 1024 bytes.",
    "",
    routeTable(rows, misses),
    "",
    "Islands per route (static, from out/): each island's code beyond the React renderer, gzip level 6; shared",
    `chunks count in each island and once in the totals. "on scroll only": client:visible, loads when it scrolls into`,
    `view; "not at this width": a client:media query that a ${LIGHTHOUSE_MOBILE_WIDTH} px phone screen does not match.`,
    "",
    islandsTable(pages),
    "",
    `First interactions: click to next paint, ${CPU_SLOWDOWN}× CPU, median of ${runs} fresh page(s) each; the control is`,
    "pointed at 100 ms before the click, after the page has loaded and the control is in view (scripts/lib/first-interactions.ts).",
    "",
    interactions.table,
    "",
    misses.length
      ? `Budget misses:\n${misses.map((miss) => `- ${miss.route}: ${miss.message}`).join("\n")}`
      : "All budgets met.",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// The command

/** "/blog: perf 95 / 100, TBT 0 / 0 ms, LCP 2864 / 1215 ms, JS 122.6 KB" (real / removed). */
function progressLine({ route, scripted, noscript }: RouteResult): string {
  const pair = (real: number, removed: number) => `${whole(real)} / ${whole(removed)}`;
  return [
    `${route}: perf ${pair(scripted.performance, noscript.performance)}`,
    `TBT ${pair(scripted.tbtMs, noscript.tbtMs)} ms`,
    `FCP ${pair(scripted.fcpMs, noscript.fcpMs)} ms`,
    `LCP ${pair(scripted.lcpMs, noscript.lcpMs)} ms`,
    `JS ${oneDecimal(scripted.jsBytes)} KB`,
  ].join(", ");
}

type Measured = {
  rows: RouteResult[];
  allRuns: Record<string, RouteRuns>;
  interactions: InteractionResult[];
};

async function measureAll(options: Options, resultsDir: string): Promise<Measured> {
  running.push(await startFeed());
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
    const code = await buildSite();
    if (code !== 0) return code;
  } else warnIfBuiltForAnotherFeed();
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
