/**
 * Text routes paint without React (issue 31): no script file is requested before the first contentful
 * paint, and the header's widgets load their code only after the load event. The routes are every page but
 * bench/budgets.json's feed and widget routes (docs/decisions/text-routes-paint-like-their-static-copy.md).
 */
import { readFileSync } from "node:fs";

import { pageList } from "@/src/data/pages";
import { MAIN_CONTENT_ID } from "@/lib/constants";

import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

type RouteLists = { feedRoutes: string[]; widgetRoutes: string[] };
const { feedRoutes, widgetRoutes } = JSON.parse(readFileSync("bench/budgets.json", "utf8")) as RouteLists;
const textRoutes = pageList
  .map((page) => page.path)
  .filter((route) => !feedRoutes.includes(route) && !widgetRoutes.includes(route));

type ScriptTiming = {
  fcp: number;
  /** When the first frame began (its first requestAnimationFrame callback). */
  firstFrame: number;
  loadEnd: number;
  scripts: { file: string; start: number }[];
  /** The code of the header's islands (client:afterload). */
  headerCode: string[];
  /** The code of client:visible islands in the first viewport (on a wide screen, the regions map). */
  widgetsInView: string[];
};

/** Loads `route` and times its first paint, load event and script files (the header's code once it came). */
async function scriptTiming(page: Page, route: string): Promise<ScriptTiming> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrame: number }).firstFrame = performance.now();
    });
  });
  await page.goto(route);
  return page.evaluate(async (): Promise<ScriptTiming> => {
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
    const codeOf = (selector: string, isIncluded: (island: Element) => boolean = () => true) =>
      [...document.querySelectorAll(selector)]
        .filter(isIncluded)
        .map((island) => new URL(island.getAttribute("component-url") ?? "", location.href).pathname);
    const headerCode = codeOf('header astro-island[client="afterload"]');
    for (
      let waited = 0;
      !scriptFiles().some(({ file }) => headerCode.includes(file)) && waited < 10_000;
      waited += 100
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return {
      fcp,
      firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
      loadEnd: navigation?.loadEventEnd ?? 0,
      scripts: scriptFiles(),
      headerCode,
      widgetsInView: codeOf('astro-island[client="visible"]', (island) => {
        // An island is display: contents; its content has the box.
        const content = document.createRange();
        content.selectNodeContents(island);
        const box = content.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.height > 0;
      }),
    };
  });
}

test.describe("text routes paint before any script file is requested", () => {
  test("there are text routes, and the home page and /governance are among them", () => {
    expect(textRoutes).toEqual(expect.arrayContaining(["/", "/governance"]));
  });

  for (const route of textRoutes) {
    test(`${route}: no script file before first contentful paint, the header's code after load`, async ({
      page,
    }) => {
      const timing = await scriptTiming(page, route);
      const story = JSON.stringify(timing);
      expect(timing.loadEnd, story).toBeGreaterThan(0);
      expect(timing.headerCode.length, story).toBeGreaterThan(0);
      if (timing.widgetsInView.length === 0) {
        expect(
          timing.scripts.filter((script) => script.start < timing.fcp),
          `requested before first contentful paint: ${story}`,
        ).toEqual([]);
        expect(
          timing.scripts.filter((script) => script.start < timing.loadEnd),
          `requested before the load event ended: ${story}`,
        ).toEqual([]);
      } else {
        // A widget in the first viewport (client:visible) asks for its code when the first frame
        // sees it, which may be before that frame is on screen: nothing is asked for before then.
        expect(
          timing.scripts.filter((script) => script.start < timing.firstFrame),
          `requested before the first frame: ${story}`,
        ).toEqual([]);
        expect(
          timing.scripts.filter(
            (script) => timing.headerCode.includes(script.file) && script.start < timing.loadEnd,
          ),
          `the header's code requested before the load event ended: ${story}`,
        ).toEqual([]);
      }
      // The header's widgets did load, once the page was idle.
      expect(
        timing.scripts.filter((script) => timing.headerCode.includes(script.file)),
        story,
      ).not.toEqual([]);
    });
  }
});

test.describe("widget routes paint before their widget asks for its code", () => {
  // Their widget in the first viewport hydrates as it comes into view, but after the first paint
  // (client:afterpaint, client:inview): no script file is requested before that paint.
  for (const route of widgetRoutes) {
    test(`${route}: no script file before first contentful paint`, async ({ page }) => {
      const timing = await scriptTiming(page, route);
      const story = JSON.stringify(timing);
      expect(
        timing.scripts.filter((script) => script.start < timing.fcp),
        `requested before first contentful paint: ${story}`,
      ).toEqual([]);
    });
  }
});

/** What a layout-shift entry holds (not in TypeScript's DOM types). */
type LayoutShift = { value: number; sources: { node: Node | null }[] };
/** A layout shift, with the start of the markup of what moved. */
type Shift = { value: number; moved: string[] };

test.describe("a page painted while it still arrives moves nothing", () => {
  // A phone may paint while its parser waits (for the network, or a busy CPU's turn; here for a
  // script file that takes 800 ms). What it drew may not move as the rest arrives: the header is
  // held back until it is whole (base-layout.astro's rel=expect), the hero may grow but its
  // artwork follows its text (page-hero.tsx). Both once moved, and turned a CI run red.
  const SLOW_SCRIPT = "/__slow-parse.js";
  const HERO = 'section[aria-labelledby="page-title"]';
  // Where the parser waits: the index in the page's HTML before which the slow script goes.
  const waits = [
    {
      where: "mid-header, before its search button",
      at: (html: string) =>
        html.lastIndexOf("<astro-island", html.indexOf('component-export="SearchButton"')),
      inHeader: true,
    },
    {
      where: "mid-hero, before its h1",
      at: (html: string) => html.indexOf('<h1 id="page-title"'),
      inHeader: false,
    },
  ];

  for (const route of ["/", "/governance"]) {
    for (const { where, at: waitIndex, inHeader } of waits) {
      test(`${route}: the parser waits ${where}, and nothing moves`, async ({ page }) => {
        await page.route(SLOW_SCRIPT, async (request) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await request.fulfill({ contentType: "text/javascript", body: "" });
        });
        await page.route(route, async (request) => {
          const response = await request.fetch();
          const html = await response.text();
          const at = waitIndex(html);
          expect(at, `where the parser waits, ${where}`).toBeGreaterThan(0);
          const slowed = `${html.slice(0, at)}<script src="${SLOW_SCRIPT}"></script>${html.slice(at)}`;
          await request.fulfill({ response, body: slowed });
        });
        await page.addInitScript(
          ({ hero, main }) => {
            const record = window as unknown as { frames: (number | null)[]; shifts: Shift[] };
            record.frames = [];
            record.shifts = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                const { value, sources } = entry as unknown as LayoutShift;
                const moved = sources.map((source) =>
                  source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node),
                );
                record.shifts.push({ value, moved });
              }
            }).observe({ type: "layout-shift", buffered: true });
            // Each frame: null while the header is not whole (no <main> yet), else the hero's height.
            const frame = () => {
              const section = document.querySelector(hero);
              const isHeaderWhole = document.getElementById(main) !== null;
              record.frames.push(
                isHeaderWhole ? Math.round(section?.getBoundingClientRect().height ?? 0) : null,
              );
              if (document.readyState !== "complete") requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          },
          { hero: HERO, main: MAIN_CONTENT_ID },
        );

        await page.goto(route);
        await page.waitForLoadState("load");
        await expect(page.locator(HERO).locator("svg")).toBeVisible();
        const { frames, shifts, finalHeight } = await page.evaluate((hero) => {
          const record = window as unknown as { frames: (number | null)[]; shifts: Shift[] };
          return {
            frames: record.frames,
            shifts: record.shifts,
            finalHeight: Math.round(document.querySelector(hero)?.getBoundingClientRect().height ?? 0),
          };
        }, HERO);
        const story = JSON.stringify({ frames, finalHeight, shifts });
        if (inHeader) {
          expect(frames.includes(null), `no frame before the header was whole: ${story}`).toBe(false);
        } else {
          expect(
            frames.some((height) => height !== null && height < finalHeight),
            `a frame painted the hero before it was whole: ${story}`,
          ).toBe(true);
        }
        expect(shifts, story).toEqual([]);
      });
    }
  }
});
