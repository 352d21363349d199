/**
 * The editor's round trip (issue 19, docs/editing.md): in a copy of the repository, `npm run edit`
 * opens the editing screen; in Chromium an editor changes a board member's position, a plan's
 * price, the symposium's About title and a session of its programme, saving each; the data files
 * change as expected (and nothing else in them); `npm run build` rebuilds the site, and the pages
 * show all four. Runs in its own Playwright project with a long timeout (playwright.config.ts); each step's
 * duration is attached to the report.
 */
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";
import { parse } from "yaml";

import { copyRepository, openEntry, run, saveEntry, start, waitForOutput, type Command } from "./editing";
import { E2E_EDIT_PORT, E2E_EDIT_SITE_PORT } from "./ports";

const EDITOR = `http://127.0.0.1:${E2E_EDIT_PORT}`;
const SITE = `http://127.0.0.1:${E2E_EDIT_SITE_PORT}`;
const NEW_POSITION = "Chair of the Board";
const NEW_NZD_PRICE = 150;
const SESSION = "11:00 - 11:45 Parks as Climate Infrastructure";
const NEW_SESSION_TITLE = "Parks as Climate Infrastructure: Paying for It";
const PROGRAMME_DAY = "content/programme/2025-10-08.yaml";
const SYMPOSIUM = "content/events/symposium/2025.yaml";
const NEW_ABOUT_TITLE = "Three days in Istanbul on the future of city parks";

let copy = "";
const running: Command[] = [];

test.afterAll(() => {
  for (const command of running) command.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const readYaml = (file: string): unknown => parse(readFileSync(path.join(copy, file), "utf8"));

test("an editor changes a board member's position, a plan price, the symposium and a programme session on the editing screen; the rebuilt site shows all four", async ({
  page,
}, testInfo) => {
  const steps: Record<string, number> = {};
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const result = await work();
    steps[step] = Date.now() - started;
    return result;
  };

  copy = await timed("copy the repository", async () => copyRepository());
  const board = readYaml("content/board/tim-geyer.yaml");
  const plan = readYaml("content/plans/regular.yaml");
  const programmeDay = readYaml(PROGRAMME_DAY) as { sessions: { title: string }[] };
  const symposium = readYaml(SYMPOSIUM) as { about: object; onNow: object };

  const editor = start("npm", ["run", "edit"], copy, { EDIT_PORT: String(E2E_EDIT_PORT) });
  running.push(editor);
  await timed("start npm run edit", () => waitForOutput(editor, "Editing screen ready", 120_000));

  // A module the screen cannot load in the browser (cms/browser.test.ts) shows only as a console error.
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await timed("open the editing screen", async () => {
    await page.goto(`${EDITOR}/keystatic`);
    await expect(page.getByRole("list", { name: "Governance" }))
      .toBeVisible({ timeout: 120_000 })
      .catch((error: unknown) => {
        throw new Error(`No editing screen. Console errors:\n${consoleErrors.join("\n") || "none"}`, {
          cause: error,
        });
      });
  });
  expect(consoleErrors.filter((text) => text.includes("Error hydrating"))).toEqual([]);

  await timed("change the position and save", async () => {
    await openEntry(page, "Governance", "Board of Directors", "tim-geyer");
    await page.getByRole("textbox", { name: "Position" }).fill(NEW_POSITION);
    await saveEntry(page);
  });
  await timed("change the price and save", async () => {
    await openEntry(page, "Membership", "Membership plans", "regular");
    await page
      .getByRole("group", { name: "Price" })
      .getByRole("textbox", { name: "NZD" })
      .fill(String(NEW_NZD_PRICE));
    await saveEntry(page);
  });

  await timed("change the symposium and save", async () => {
    await openEntry(page, "Events", "Symposia", "2025");
    await page
      .getByRole("group", { name: "About" })
      .getByRole("textbox", { name: "Title" })
      .fill(NEW_ABOUT_TITLE);
    await saveEntry(page);
  });

  await timed("change a session of the programme and save", async () => {
    await openEntry(page, "Events", "Programme days", "2025-10-08");
    await page
      .getByRole("grid", { name: "Sessions" })
      .getByRole("row", { name: SESSION })
      .getByText(SESSION)
      .click();
    const session = page.getByRole("dialog", { name: "Edit item" });
    await session.getByRole("textbox", { name: "Title" }).fill(NEW_SESSION_TITLE);
    await session.getByRole("button", { name: "Done" }).click();
    await saveEntry(page);
  });

  expect(readYaml("content/board/tim-geyer.yaml")).toEqual({ ...(board as object), position: NEW_POSITION });
  const savedPlan = readYaml("content/plans/regular.yaml") as { price: object };
  expect(savedPlan).toEqual({ ...(plan as object), price: { ...savedPlan.price, nzd: NEW_NZD_PRICE } });
  expect(savedPlan.price).toEqual({ ...(plan as { price: object }).price, nzd: NEW_NZD_PRICE });
  expect(readYaml(PROGRAMME_DAY)).toEqual({
    ...programmeDay,
    sessions: programmeDay.sessions.map((session, index) =>
      index === 1 ? { ...session, title: NEW_SESSION_TITLE } : session,
    ),
  });
  // The form writes every field it has: an empty list of sources where the file had none.
  expect(readYaml(SYMPOSIUM)).toEqual({
    ...symposium,
    about: { ...symposium.about, title: NEW_ABOUT_TITLE },
    onNow: { ...symposium.onNow, sources: [] },
  });
  editor.stop();

  await timed("npm run build", () => run("npm", ["run", "build"], copy));
  const site = start("npx", ["tsx", "scripts/serve.ts"], copy, { PORT: String(E2E_EDIT_SITE_PORT) });
  running.push(site);
  await waitForOutput(site, String(E2E_EDIT_SITE_PORT), 30_000);

  await page.goto(`${SITE}/board-of-directors`);
  const chair = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Tim Geyer" }) });
  await expect(chair).toContainText(NEW_POSITION);

  await page.goto(`${SITE}/membership`);
  const table = page.getByRole("table", { name: "Individual membership plans and annual fees in NZD" });
  const regular = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /Regular/ }) });
  await expect(regular).toContainText(`NZ$${NEW_NZD_PRICE}`);

  await page.goto(`${SITE}/symposium`);
  await expect(page.getByRole("heading", { name: NEW_ABOUT_TITLE })).toBeVisible();

  await page.goto(`${SITE}/symposium-program`);
  await expect(page.getByRole("tabpanel").getByText(NEW_SESSION_TITLE)).toBeVisible();

  await testInfo.attach("durations", {
    body: JSON.stringify(steps, null, 2),
    contentType: "application/json",
  });
  console.log(`editing round trip (ms): ${JSON.stringify(steps)}`);
});
