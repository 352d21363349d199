/** bench/budgets.json, read and checked, and the budgets a run's numbers miss. */
import { readFileSync } from "node:fs";

import { FIRST_INTERACTIONS, type InteractionResult } from "../lib/first-interactions";
import { median } from "../lib/median";
import type { RouteResult, RouteRuns } from "./lighthouse";
import { decimals, isNumber, isRecord, kb, oneDecimal, whole } from "./values";

/** A limit that differs between text-led routes and the routes that load a feed. */
type PerRouteKind = { textRoutes: number; feedRoutes: number };

/** bench/budgets.json (its $comment says the units). */
export type Budgets = {
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
  /** Text routes, routes with a first-viewport widget, and feed routes (the developers' guide: 82, 100, 105). */
  javascriptMaxKb: { textRoutes: number; widgetRoutes: number; feedRoutes: number };
  /** How far a text route's FCP and LCP may be above its scripts-removed copy's, in every run. */
  paintMaxAboveScriptsRemovedMs: number;
  /** A text route's HTML as transferred, headers included: what one round trip delivers. */
  documentMaxBytes: number;
  /** Click to next paint on the first open, median, 4× CPU (scripts/lib/first-interactions.ts). */
  firstInteractionMaxMs: Record<string, number>;
};

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
    "paintMaxAboveScriptsRemovedMs",
    "documentMaxBytes",
  ];
  return (
    [value.feedRoutes, value.widgetRoutes].every(
      (routes) => Array.isArray(routes) && routes.every((route) => typeof route === "string"),
    ) &&
    isPerRouteKind(value.performanceMin) &&
    isPerRouteKind(value.lcpMaxMs) &&
    isPerRouteKind(value.javascriptMaxKb) &&
    isRecord(value.javascriptMaxKb) &&
    isNumber(value.javascriptMaxKb.widgetRoutes) &&
    isRecord(value.firstInteractionMaxMs) &&
    FIRST_INTERACTIONS.every(
      ({ id }) => isRecord(value.firstInteractionMaxMs) && isNumber(value.firstInteractionMaxMs[id]),
    ) &&
    numbers.every((key) => isNumber(value[key]))
  );
}

export function readBudgets(file: string): Budgets {
  const budgets: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!isBudgets(budgets))
    throw new Error(`${file} is not in the shape scripts/bench/budgets.ts reads (its Budgets type)`);
  return budgets;
}

const limitFor = (budgets: Budgets, route: string, limit: PerRouteKind) =>
  budgets.feedRoutes.includes(route) ? limit.feedRoutes : limit.textRoutes;

/** The script budget of a route by its kind: feed, widget or text. */
const javascriptLimitFor = (budgets: Budgets, route: string) =>
  budgets.feedRoutes.includes(route)
    ? budgets.javascriptMaxKb.feedRoutes
    : budgets.widgetRoutes.includes(route)
      ? budgets.javascriptMaxKb.widgetRoutes
      : budgets.javascriptMaxKb.textRoutes;

/** A text route: no feed and no widget in its first viewport (issue 31). */
const isTextRoute = (budgets: Budgets, route: string) =>
  !budgets.feedRoutes.includes(route) && !budgets.widgetRoutes.includes(route);

export type Metric =
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
export type Miss = { route: string; metric: Metric; message: string };

/** The budgets one route's medians miss. */
export function missesOf(row: RouteResult, budgets: Budgets): Miss[] {
  const { route, scripted, noscript } = row;
  const performanceMin = limitFor(budgets, route, budgets.performanceMin);
  const lcpMaxMs = limitFor(budgets, route, budgets.lcpMaxMs);
  const javascriptMaxKb = javascriptLimitFor(budgets, route);
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
      kb(scripted.jsBytes) <= javascriptMaxKb,
      `JavaScript ${oneDecimal(scripted.jsBytes)} KB > ${javascriptMaxKb} KB`,
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
 * median, its FCP and LCP are at most `paintMaxAboveScriptsRemovedMs` above the copy's median. Not
 * above the copy's run beside it: a copy's run can itself be an outlier, as when Lighthouse's simulation
 * leaves out a request that started a few milliseconds after that run's observed paint
 * (docs/decisions/the-benchmark.md).
 */
export function paintMissesOf(route: string, runs: RouteRuns, budgets: Budgets): Miss[] {
  if (!isTextRoute(budgets, route)) return [];
  const slack = budgets.paintMaxAboveScriptsRemovedMs;
  const metrics = [
    ["fcpMs", "FCP"],
    ["lcpMs", "LCP"],
  ] as const;
  const floor = {
    fcpMs: median(runs.noscript.map((run) => run.fcpMs)),
    lcpMs: median(runs.noscript.map((run) => run.lcpMs)),
  };
  return runs.scripted.flatMap((run, index) =>
    metrics
      .filter(([key]) => !(run[key] <= floor[key] + slack))
      .map(([key, name]) => ({
        route,
        metric: "paint" as const,
        message: `run ${index + 1}: ${name} ${whole(run[key])} ms > ${whole(floor[key])} ms without scripts (median) + ${slack} ms`,
      })),
  );
}

export function interactionMissesOf(results: readonly InteractionResult[], budgets: Budgets): Miss[] {
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
