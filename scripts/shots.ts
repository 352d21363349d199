/**
 * `npm run shots -- --label before [--routes /,/blog]`: every route (or those) at 390 and 1440 px, whole page, in shots/<label>/, plus one contact
 * sheet (contact-sheet.png) to review the site's look at a glance; shots/ stays out of git (docs/decisions/visual-identity.md).
 */
// The build's configuration (environment, then .env) first: content/ reads it as it loads.
import "./lib/build-config";

import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { chromium, type Browser } from "@playwright/test";

import { pageList } from "../src/data/pages";
import { buildSite, checkRoutesAreBuilt, OUT_DIR } from "./bench/site";
import { startFeed } from "./bench/servers";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium";
import { createStaticServer, listen } from "./lib/static-server";

const WIDTHS = [390, 1440] as const;
const SITE_PORT = Number(process.env.SHOTS_PORT ?? 3600);
const FEED_PORT = Number(process.env.SHOTS_FEED_PORT ?? 4600);
const FEED = `http://127.0.0.1:${FEED_PORT}`;

const labelIndex = process.argv.indexOf("--label");
const label = labelIndex >= 0 ? process.argv[labelIndex + 1] : new Date().toISOString().slice(0, 16);
if (!label || !/^[\w.:-]+$/.test(label)) throw new Error("--label wants letters, digits, '.', ':' or '-'");
const folder = path.join("shots", label.replaceAll(":", "-"));
const fileOf = (route: string, width: number) =>
  `${width}/${route === "/" ? "home" : route.slice(1).replaceAll("/", "--")}.png`;

if (!process.env.SHOTS_SKIP_BUILD && (await buildSite(FEED)) !== 0) process.exit(1);
const routesIndex = process.argv.indexOf("--routes");
const routes =
  routesIndex >= 0 ? (process.argv[routesIndex + 1] ?? "").split(",") : pageList.map((page) => page.path);
checkRoutesAreBuilt(routes);

const feed = await startFeed(FEED_PORT);
const site = createStaticServer(OUT_DIR);
await listen(site, SITE_PORT);
let browser: Browser | undefined;
try {
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  rmSync(folder, { recursive: true, force: true });
  for (const width of WIDTHS) {
    mkdirSync(path.join(folder, String(width)), { recursive: true });
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
    for (const route of routes) {
      await page.goto(`http://127.0.0.1:${SITE_PORT}${route}`, { waitUntil: "networkidle" });
      // Scrolled through once, so what loads or counts when it comes into view has done so.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(2500);
      await page.screenshot({ path: path.join(folder, fileOf(route, width)), fullPage: true });
      console.log(`  ${width} ${route}`);
    }
    await page.close();
  }

  const cells = routes
    .map(
      (route) =>
        `<figure><figcaption>${route}</figcaption><div>${WIDTHS.map(
          (width) => `<img src="${fileOf(route, width)}" class="w${width}" alt="">`,
        ).join("")}</div></figure>`,
    )
    .join("\n");
  const sheet = path.join(folder, "index.html");
  writeFileSync(
    sheet,
    `<!doctype html><meta charset="utf-8"><title>Shots ${label}</title><style>
body{margin:16px;font:14px system-ui;background:#eee}main{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}
figure{margin:0;background:#fff;padding:8px}figure div{display:flex;gap:8px;align-items:start}
img{display:block;border:1px solid #ccc}.w390{width:25%}.w1440{width:72%}
</style><h1>Shots ${label}</h1><main>${cells}</main>`,
  );
  const sheetPage = await browser.newPage({ viewport: { width: 2400, height: 1200 } });
  await sheetPage.goto(`file://${path.resolve(sheet)}`, { waitUntil: "load" });
  await sheetPage.screenshot({ path: path.join(folder, "contact-sheet.png"), fullPage: true });
  console.log(`\n${routes.length * WIDTHS.length} shots and the contact sheet in ${folder}/`);
} finally {
  await browser?.close();
  site.close();
  await feed.stop();
}
