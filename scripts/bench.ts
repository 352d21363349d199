/**
 * `npm run bench`: Lighthouse 12 (mobile, simulated throttling, Debian's Chromium) on every route,
 * three runs each, against a fresh build served by nginx with deploy/nginx.conf and the sample feed.
 * Prints a table of medians per route and checks them against bench/budgets.json (exit 1 on a miss).
 *
 *   npm run bench                         every route, 3 runs
 *   npm run bench -- --runs 1 --routes /,/blog   a quick look
 *   BENCH_SKIP_BUILD=1 npm run bench      reuse the last bench build
 *
 * Client JavaScript is the gzip size of the site's scripts a route loads; the floor is the gzip
 * size of the framework's own chunks that every page loads (.next/build-manifest.json
 * rootMainFiles: React and the Next.js runtime, what a blank page of this build would load).
 * Raw Lighthouse reports go to bench/results/ (git-ignored).
 */
// The build's configuration (environment, then .env) first: content/ reads it as it loads.
import { config } from "./lib/build-config";

import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { configEnv } from "../lib/config";
import { pageList } from "../content/pages";
import { startFeedServer } from "../sample-feed/server";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium";
import { quietEnv, run } from "./lib/run";

const SITE_PORT = Number(process.env.BENCH_PORT ?? 3500);
const FEED_PORT = Number(process.env.BENCH_FEED_PORT ?? 4500);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const FEED = `http://127.0.0.1:${FEED_PORT}`;

type Budgets = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsAboveFloorKb: number;
  transferKb: number;
};
const budgets = JSON.parse(readFileSync("bench/budgets.json", "utf8")) as Budgets;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const runs = Number(argument("runs") ?? 3);
const routes = argument("routes")?.split(",") ?? pageList.map((page) => page.path);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const kb = (bytes: number) => bytes / 1024;
const gzipSizeOf = (file: string) => gzipSync(readFileSync(file), { level: 6 }).length;

if (!process.env.BENCH_SKIP_BUILD) {
  // The site's configuration (environment, then .env), with the feeds read from the bench's sample feed.
  const env = quietEnv({ ...configEnv(config), WP_API_BASE: FEED });
  const code = await run("npm", ["run", "build"], { env });
  if (code !== 0) process.exit(code);
}

const manifest = JSON.parse(readFileSync(".next/build-manifest.json", "utf8")) as { rootMainFiles: string[] };
const floorBytes = manifest.rootMainFiles.reduce(
  (sum, file) => sum + gzipSizeOf(path.join("out/_next", file)),
  0,
);

const feed = await startFeedServer(FEED_PORT);
const nginx: ChildProcess = spawn("npx", ["tsx", "scripts/nginx.ts"], {
  env: { ...process.env, PORT: String(SITE_PORT) },
  stdio: "ignore",
  detached: true,
});
for (let attempt = 0; attempt < 50; attempt++) {
  const ready = await fetch(`${SITE}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

const resultsDir = path.join("bench/results", new Date().toISOString().replace(/[:.]/g, "-"));
mkdirSync(resultsDir, { recursive: true });

type RunResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  lcpElement: string;
  cls: number;
  tbtMs: number;
  transferBytes: number;
  jsBytes: number;
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

/** Scripts a route's own HTML references (its chunks, not those of pages Next.js prefetches). */
function scriptsOfRoute(route: string): Set<string> {
  const html = readFileSync(path.join("out", route === "/" ? "index.html" : `${route}.html`), "utf8");
  return new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? []);
}

/** gzip bytes of the site's scripts the route loaded (prefetches of other pages left out). */
function jsBytesOf(route: string, items: NetworkItem[]): number {
  const own = scriptsOfRoute(route);
  return items
    .filter((item) => item.resourceType === "Script" && item.url.startsWith(SITE))
    .map((item) => new URL(item.url).pathname)
    .filter((pathname) => own.has(pathname))
    .reduce((sum, pathname) => sum + gzipSizeOf(path.join("out", pathname)), 0);
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** One Lighthouse run; a run that failed to record (e.g. NO_NAVSTART) is repeated, twice at most. */
async function audit(url: string, attempt = 1): Promise<Report> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError && attempt < 3) return audit(url, attempt + 1);
  return result.lhr;
}

// The first run in a fresh browser sometimes fails to record a trace: warm up once.
await audit(`${SITE}/`).catch(() => undefined);

const rows: { route: string; median: RunResult }[] = [];
try {
  for (const route of routes) {
    const results: RunResult[] = [];
    for (let index = 0; index < runs; index++) {
      const lhr = await audit(`${SITE}${route}`);
      const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}-${index + 1}.json`;
      writeFileSync(path.join(resultsDir, name), JSON.stringify(lhr));
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const network =
        (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as
        { items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[] } | undefined;
      const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node;
      results.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: numeric("largest-contentful-paint"),
        lcpElement: (lcpNode?.nodeLabel ?? lcpNode?.selector ?? "?").replace(/\s+/g, " ").slice(0, 40),
        cls: numeric("cumulative-layout-shift"),
        tbtMs: numeric("total-blocking-time"),
        transferBytes: numeric("total-byte-weight"),
        jsBytes: jsBytesOf(route, network),
      });
    }
    const pick = (key: Exclude<keyof RunResult, "lcpElement">) =>
      median(results.map((result) => result[key]));
    const lcpMs = pick("lcpMs");
    const lcpRun = results.find((result) => result.lcpMs === lcpMs) ?? results[0];
    const row: RunResult = {
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      lcpMs,
      lcpElement: lcpRun?.lcpElement ?? "?",
      cls: pick("cls"),
      tbtMs: pick("tbtMs"),
      transferBytes: pick("transferBytes"),
      jsBytes: pick("jsBytes"),
    };
    rows.push({ route, median: row });
    console.log(
      `${route}: perf ${row.performance}, LCP ${Math.round(row.lcpMs)} ms, JS ${kb(row.jsBytes).toFixed(1)} KB`,
    );
  }
} finally {
  await chrome.kill();
  feed.close();
  if (nginx.pid) process.kill(-nginx.pid, "SIGTERM");
}

const failures: string[] = [];
const check = (route: string, label: string, ok: boolean) => {
  if (!ok) failures.push(`${route}: ${label}`);
  return ok ? "" : " ✗";
};

const header =
  "| route | perf | a11y | best pr. | SEO | LCP | LCP element | CLS | TBT | transfer | JS (gzip) | JS above floor |";
const lines = [header, `|${"---|".repeat(12)}`];
for (const { route, median: row } of rows) {
  const above = kb(row.jsBytes - floorBytes);
  lines.push(
    [
      "",
      route,
      `${row.performance}${check(route, `performance ${row.performance}`, row.performance >= budgets.performance)}`,
      `${row.accessibility}${check(route, `accessibility ${row.accessibility}`, row.accessibility >= budgets.accessibility)}`,
      `${row.bestPractices}${check(route, `best practices ${row.bestPractices}`, row.bestPractices >= budgets.bestPractices)}`,
      `${row.seo}${check(route, `SEO ${row.seo}`, row.seo >= budgets.seo)}`,
      `${(row.lcpMs / 1000).toFixed(2)} s${check(route, `LCP ${Math.round(row.lcpMs)} ms`, row.lcpMs <= budgets.lcpMs)}`,
      row.lcpElement.replaceAll("|", "/"),
      `${row.cls.toFixed(3)}${check(route, `CLS ${row.cls}`, row.cls <= budgets.cls)}`,
      `${Math.round(row.tbtMs)} ms${check(route, `TBT ${Math.round(row.tbtMs)} ms`, row.tbtMs <= budgets.tbtMs)}`,
      `${kb(row.transferBytes).toFixed(0)} KB${check(route, `transfer ${kb(row.transferBytes).toFixed(0)} KB`, kb(row.transferBytes) <= budgets.transferKb)}`,
      `${kb(row.jsBytes).toFixed(1)} KB`,
      `${above.toFixed(1)} KB${check(route, `JS above floor ${above.toFixed(1)} KB`, above <= budgets.jsAboveFloorKb)}`,
      "",
    ]
      .join(" | ")
      .trim(),
  );
}
const summary = [
  `Lighthouse 12 mobile (simulated throttling), median of ${runs} run(s) per route; framework floor ${kb(floorBytes).toFixed(1)} KB gzip.`,
  "",
  ...lines,
  "",
  failures.length
    ? `Budget misses:\n${failures.map((failure) => `- ${failure}`).join("\n")}`
    : "All budgets met.",
].join("\n");
writeFileSync(path.join(resultsDir, "summary.md"), `${summary}\n`);
writeFileSync("bench/results/latest.md", `${summary}\n`);
console.log(`\n${summary}\n\nRaw reports: ${resultsDir}`);
process.exit(failures.length ? 1 : 0);
