/** One Lighthouse run of a route and the numbers the bench reads from it; runs' medians. */
import { writeFileSync } from "node:fs";
import path from "node:path";

import lighthouse, { type Result } from "lighthouse";

import { gzipSize } from "../lib/islands";
import { median } from "../lib/median";
import { OUT_DIR } from "./site";
import { isRecord } from "./values";

/** The real build (out/) or its scripts-removed copy, and where it is served. */
export type Copy = { id: "scripted" | "noscript"; origin: string };

/** One run's numbers. */
export type RunResult = {
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
export async function audit(chromePort: number, url: string, attempt = 1): Promise<Result> {
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

/** Each number's median; the LCP element of the run whose LCP is the median. */
export function medianRun(runs: RunResult[]): RunResult {
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

export type RouteRuns = Record<Copy["id"], RunResult[]>;
export type RouteResult = { route: string } & Record<Copy["id"], RunResult>;

const reportName = (route: string, copy: Copy, index: number) =>
  `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}-${copy.id}-${index + 1}.json`;

/** `runs` runs of one route, the copies alternating; every report saved to `resultsDir`. */
export async function measureRoute(
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
