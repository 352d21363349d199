/**
 * First interactions, as the bench measures them (issue 28 §4): on fresh pages at 4× CPU, the time from the first
 * click on a control to the paint that shows what it opens, "click to next paint" (docs/decisions/the-benchmark.md).
 */
import { chromium, type Browser, type Page } from "@playwright/test";

import { CHROMIUM_ARGS, findChromium } from "./chromium";
import { median } from "./median";

export const CPU_SLOWDOWN = 4;
const HOVER_TO_CLICK_MS = 100;

/** What the click opens: a dialog, or the element the control names in aria-controls. */
type Opens = "dialog" | "controlled";

export type Interaction = {
  id: "winnerDialog" | "search" | "phoneMenu" | "desktopMenu";
  label: string;
  route: string;
  viewport: { width: number; height: number };
  /** The control, found by role and name as a visitor finds it. */
  control: (page: Page) => ReturnType<Page["getByRole"]>;
  opens: Opens;
};

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

export const FIRST_INTERACTIONS: readonly Interaction[] = [
  {
    id: "winnerDialog",
    label: "winner dialog, first open (/wup-awards/winners, 390 px)",
    route: "/wup-awards/winners",
    viewport: PHONE,
    control: (page) => page.getByRole("button", { name: /: view details$/ }).first(),
    opens: "dialog",
  },
  {
    id: "search",
    label: "search, first open (/, 1440 px)",
    route: "/",
    viewport: DESKTOP,
    control: (page) => page.getByRole("button", { name: "Search" }),
    opens: "dialog",
  },
  {
    id: "phoneMenu",
    label: "phone menu (/, 390 px)",
    route: "/",
    viewport: PHONE,
    control: (page) => page.getByRole("button", { name: "Main menu" }),
    opens: "controlled",
  },
  {
    id: "desktopMenu",
    label: "About menu (/, 1440 px)",
    route: "/",
    viewport: DESKTOP,
    control: (page) => page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About" }),
    opens: "controlled",
  },
];

/**
 * Arms the page: the next click starts the clock, which stops after the first frame in which
 * what it opens has a size. Runs in the page (serialised by Playwright: no closure over Node).
 */
function armClock(opens: Opens): void {
  const GIVE_UP_MS = 15_000;
  const holder = window as unknown as { firstInteractionMs?: Promise<number> };
  holder.firstInteractionMs = new Promise<number>((resolve, reject) => {
    document.addEventListener(
      "click",
      (event) => {
        const started = event.timeStamp;
        const trigger = event.target instanceof Element ? event.target.closest("button") : null;
        const candidates = (): Element[] => {
          if (opens === "dialog") return [...document.querySelectorAll('[role="dialog"]')];
          const id = trigger?.getAttribute("aria-controls");
          const element = id ? document.getElementById(id) : null;
          return element ? [element] : [];
        };
        const isShown = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        };
        const check = () => {
          if (performance.now() - started > GIVE_UP_MS) reject(new Error("nothing opened"));
          else if (candidates().some(isShown)) {
            // The frame this callback belongs to paints next: the task after it runs once it has.
            setTimeout(() => resolve(performance.now() - started), 0);
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      },
      { capture: true, once: true },
    );
  });
}

/** Arms the clock, points at the control, clicks 100 ms later and reads the time to the paint. */
async function timeClick(page: Page, interaction: Interaction): Promise<number> {
  const control = interaction.control(page);
  await page.evaluate(armClock, interaction.opens);
  await control.hover();
  await page.waitForTimeout(HOVER_TO_CLICK_MS);
  await control.click();
  return page.evaluate(() => {
    const holder = window as unknown as { firstInteractionMs?: Promise<number> };
    if (!holder.firstInteractionMs) throw new Error("the clock was not armed");
    return holder.firstInteractionMs;
  });
}

/** The first open on a fresh page, then a second one after Escape has closed it. */
async function measureOnce(
  browser: Browser,
  origin: string,
  interaction: Interaction,
): Promise<{ firstMs: number; secondMs: number }> {
  const context = await browser.newContext({ viewport: interaction.viewport });
  // tsx compiles armClock with esbuild's keepNames, whose helper the page does not have.
  await context.addInitScript("globalThis.__name = (fn) => fn;");
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${interaction.route}`, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    await interaction.control(page).scrollIntoViewIfNeeded();
    // Code fetched when the control comes into view has the browser's idle time to arrive.
    await page.waitForLoadState("networkidle");
    const firstMs = await timeClick(page, interaction);
    await page.keyboard.press("Escape");
    await page.waitForTimeout(500);
    const secondMs = await timeClick(page, interaction);
    return { firstMs, secondMs };
  } finally {
    await context.close();
  }
}

export type InteractionResult = {
  interaction: Interaction;
  firstRunsMs: number[];
  firstMedianMs: number;
  secondMedianMs: number;
};

/** Each interaction `runs` times on the site at `origin`, in Debian's Chromium; the medians. */
export async function measureFirstInteractions(
  origin: string,
  runs: number,
  interactions: readonly Interaction[] = FIRST_INTERACTIONS,
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] });
  try {
    const results: InteractionResult[] = [];
    for (const interaction of interactions) {
      const measured: { firstMs: number; secondMs: number }[] = [];
      for (let run = 0; run < runs; run++) measured.push(await measureOnce(browser, origin, interaction));
      const firstRunsMs = measured.map((run) => run.firstMs);
      results.push({
        interaction,
        firstRunsMs,
        firstMedianMs: median(firstRunsMs),
        secondMedianMs: median(measured.map((run) => run.secondMs)),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
