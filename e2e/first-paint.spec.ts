/**
 * Text routes paint without React (issue 31): on a route without a feed or a widget in its first
 * viewport, no script file is requested before the first contentful paint, and the header's
 * widgets load their code only after the load event (client:afterload). Counters are a script
 * written into the page. The routes are every page but bench/budgets.json's feed and widget routes.
 */
import { readFileSync } from "node:fs";

import { pageList } from "@/content/pages";

import { expect, test } from "./fixtures";

type RouteLists = { feedRoutes: string[]; widgetRoutes: string[] };
const { feedRoutes, widgetRoutes } = JSON.parse(readFileSync("bench/budgets.json", "utf8")) as RouteLists;
const textRoutes = pageList
  .map((page) => page.path)
  .filter((route) => !feedRoutes.includes(route) && !widgetRoutes.includes(route));

type ScriptTiming = { fcp: number; loadEnd: number; scripts: { file: string; start: number }[] };

test.describe("text routes paint before any script file is requested", () => {
  test("there are text routes, and the home page and /governance are among them", () => {
    expect(textRoutes).toEqual(expect.arrayContaining(["/", "/governance"]));
  });

  for (const route of textRoutes) {
    test(`${route}: no script file before first contentful paint, the header's code after load`, async ({
      page,
    }) => {
      await page.goto(route);
      const timing = await page.evaluate(async (): Promise<ScriptTiming> => {
        const fcp = await new Promise<number>((resolve) => {
          new PerformanceObserver((entries, observer) => {
            const paint = entries.getEntriesByName("first-contentful-paint")[0];
            if (!paint) return;
            observer.disconnect();
            resolve(paint.startTime);
          }).observe({ type: "paint", buffered: true });
        });
        if (document.readyState !== "complete")
          await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
        // The header's widgets start after the load event and the idle period that follows: wait
        // for their first file (at most 10 s, a busy machine's idle period can come late).
        const scriptFiles = () =>
          performance
            .getEntriesByType("resource")
            .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime }))
            .filter(({ file }) => file.startsWith("/_astro/") && file.endsWith(".js"));
        for (let waited = 0; scriptFiles().length === 0 && waited < 10_000; waited += 100)
          await new Promise((resolve) => setTimeout(resolve, 100));
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        return { fcp, loadEnd: navigation?.loadEventEnd ?? 0, scripts: scriptFiles() };
      });
      const story = JSON.stringify(timing);
      expect(timing.loadEnd, story).toBeGreaterThan(0);
      expect(
        timing.scripts.filter((script) => script.start < timing.fcp),
        `requested before first contentful paint: ${story}`,
      ).toEqual([]);
      expect(
        timing.scripts.filter((script) => script.start < timing.loadEnd),
        `requested before the load event ended: ${story}`,
      ).toEqual([]);
      // The header's widgets did load, once the page was idle.
      expect(timing.scripts.length, story).toBeGreaterThan(0);
    });
  }
});
