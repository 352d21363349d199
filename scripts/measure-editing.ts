/**
 * `npx tsx scripts/measure-editing.ts`: times the editor's day of docs/editing.md ("How the times were
 * measured") on this machine, in a throwaway copy of the repository, one line per step; port `EDIT_PORT`
 * (4321) (docs/decisions/keystatic-editing-screen.md).
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

import { chromium, expect, type Page } from "@playwright/test";
import sharp from "sharp";

import {
  copyRepository,
  editingAddress,
  openEntry,
  run,
  saveEntry,
  start,
  waitForOutput,
} from "../e2e/editing";
import { editPort } from "../lib/edit/port";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium";

const port = editPort();
const editor = `http://127.0.0.1:${port}`;
const times: [string, number][] = [];

async function timed(step: string, work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  const ms = Math.round(performance.now() - started);
  times.push([step, ms]);
  console.log(`${step}: ${(ms / 1000).toFixed(1)} s`);
}

/**
 * Opens a page of the preview. Right after a save the editing screen may still be navigating (or
 * the dev server reloading it), which aborts the first attempt; a person would simply click again.
 */
async function visit(page: Page, url: string) {
  await expect(async () => {
    await page.goto(url);
  }).toPass({ timeout: 30_000 });
}

const copy = copyRepository();
await run("git", ["init", "-q"], copy);
await run("git", ["add", "-A"], copy);
await run(
  "git",
  ["-c", "user.name=Editor", "-c", "user.email=editor@example.org", "commit", "-qm", "Before"],
  copy,
);
const photo = path.join(copy, "new-photo.png");
await sharp({ create: { width: 400, height: 400, channels: 3, background: "#3a7d44" } })
  .png()
  .toFile(photo);

const server = start("npm", ["run", "edit"], copy, { EDIT_PORT: String(port) });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  await timed("start npm run edit (until it prints its address)", () =>
    waitForOutput(server, "Editing screen ready", 120_000),
  );
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await timed("open the editing screen", async () => {
    await page.goto(editingAddress(server));
    await expect(page.getByRole("list", { name: "Governance" })).toBeVisible({ timeout: 120_000 });
  });
  await timed("change a price (Regular, NZD 145 → 150) and save", async () => {
    await openEntry(page, "Membership", "Membership plans", "regular");
    await page.getByRole("group", { name: "Price" }).getByRole("textbox", { name: "NZD" }).fill("150");
    await saveEntry(page);
  });
  await timed("preview it: /membership on the same server shows NZ$150", async () => {
    await visit(page, `${editor}/membership`);
    await expect(page.getByRole("row").filter({ hasText: "Regular" }).first()).toContainText("NZ$150", {
      timeout: 60_000,
    });
  });

  await timed("add a board member and save", async () => {
    await page.goto(`${editor}/keystatic/collection/board`);
    await page
      .getByRole("link", { name: "Add" })
      .or(page.getByRole("button", { name: "Add" }))
      .click();
    await page.getByRole("textbox", { name: "Place on the page" }).fill("25");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ana Example");
    await page.getByRole("textbox", { name: "Position" }).fill("Director");
    await page.getByRole("textbox", { name: "Country", exact: true }).fill("Chile");
    await page.getByRole("textbox", { name: "Country code" }).fill("CL");
    await page.getByRole("checkbox", { name: /^Sample/ }).check();
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(/\/item\/ana-example$/, { timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
    expect(existsSync(path.join(copy, "content/board/ana-example.yaml"))).toBe(true);
  });

  await timed("replace a photo (Tim Geyer) and save", async () => {
    await openEntry(page, "Governance", "Board of Directors", "tim-geyer");
    // "Choose file" opens the system's file dialog; the script answers it with the file.
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("group", { name: "Photo" }).getByRole("button", { name: "Choose file" }).click();
    await (await chooser).setFiles(photo);
    await saveEntry(page);
    await expect
      .poll(() => existsSync(path.join(copy, "public/images/people/tim-geyer/image.png")), {
        timeout: 30_000,
      })
      .toBe(true);
  });
  await timed("preview them: /board-of-directors shows the new member and the photo", async () => {
    await visit(page, `${editor}/board-of-directors`);
    await expect(page.getByRole("heading", { name: "Ana Example" })).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('img[src="/images/people/tim-geyer/image.png"]')).toBeVisible();
  });

  await timed("add next year's symposium (duplicate 2025, new name, file and days) and create", async () => {
    await visit(page, `${editor}/keystatic`);
    await openEntry(page, "Events", "Symposia", "2025");
    // The entry's toolbar: "Duplicate entry…" opens a new entry filled with this one's fields.
    await page.getByRole("toolbar").getByRole("button", { name: "Duplicate entry…" }).click();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("World Urban Parks 2027 Symposium");
    await page.getByRole("textbox", { name: "File name" }).fill("2027");
    await page.getByLabel("First day").fill("2027-10-13");
    await page.getByLabel("Last day").fill("2027-10-15");
    await page.getByRole("group", { name: "Registration" }).getByLabel("Opens").fill("2027-02-01");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(/\/item\/2027$/, { timeout: 30_000 });
    expect(existsSync(path.join(copy, "content/events/symposium/2027.yaml"))).toBe(true);
  });
  await timed("preview it: /symposium presents the 2027 symposium", async () => {
    await visit(page, `${editor}/symposium`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("2027", { timeout: 60_000 });
  });

  server.stop();
  for (const file of [
    "content/board/ana-example.yaml",
    "content/board/tim-geyer.yaml",
    "content/events/symposium/2027.yaml",
  ])
    console.log(`${file}:\n${readFileSync(path.join(copy, file), "utf8")}`);

  await timed("npm run content:check", () => run("npm", ["run", "content:check"], copy));
  await timed("npm run build (the whole site)", () => run("npm", ["run", "build"], copy));
  await timed("publish: git add and commit the changed files", async () => {
    await run("git", ["add", "content", "public/images"], copy);
    await run(
      "git",
      [
        "-c",
        "user.name=Editor",
        "-c",
        "user.email=editor@example.org",
        "commit",
        "-qm",
        "Prices, board, symposium 2027",
      ],
      copy,
    );
  });
} finally {
  server.stop();
  await browser.close();
  rmSync(copy, { recursive: true, force: true });
}
console.log(JSON.stringify(Object.fromEntries(times)));
