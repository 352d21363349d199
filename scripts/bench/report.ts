/** The bench's summary: the routes' table, the islands' table, the first interactions' table. */
import type { InteractionResult } from "../lib/first-interactions";
import { CPU_SLOWDOWN } from "../lib/first-interactions";
import { LIGHTHOUSE_MOBILE_WIDTH, type Island, type PageIslands } from "../lib/islands";
import type { Budgets, Metric, Miss } from "./budgets";
import type { RouteResult } from "./lighthouse";
import { NOSCRIPT_DIR } from "./site";
import { decimals, kb, oneDecimal, whole } from "./values";

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

export function interactionsTable(results: readonly InteractionResult[], budgets: Budgets): string {
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

export function summaryOf(
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

/** "/blog: perf 95 / 100, TBT 0 / 0 ms, LCP 2864 / 1215 ms, JS 122.6 KB" (real / removed). */
export function progressLine({ route, scripted, noscript }: RouteResult): string {
  const pair = (real: number, removed: number) => `${whole(real)} / ${whole(removed)}`;
  return [
    `${route}: perf ${pair(scripted.performance, noscript.performance)}`,
    `TBT ${pair(scripted.tbtMs, noscript.tbtMs)} ms`,
    `FCP ${pair(scripted.fcpMs, noscript.fcpMs)} ms`,
    `LCP ${pair(scripted.lcpMs, noscript.lcpMs)} ms`,
    `JS ${oneDecimal(scripted.jsBytes)} KB`,
  ].join(", ");
}
