/**
 * The editing screen (`npm run edit`) in a copy of the repository, in Chromium: under attack (issue 26), a photo
 * taken down, then the editor's round trip through the screen and `npm run build` (issue 19, docs/editing.md); one
 * server for all, in order (docs/decisions/keystatic-editing-screen.md, docs/decisions/editing-server-security.md).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { parse, stringify } from "yaml";

import {
  copyRepository,
  editingAddress,
  openEntry,
  run,
  saveEntry,
  start,
  waitForOutput,
  type Command,
} from "./editing";
import { writePhotoCopies } from "@/lib/build/photo-variants";
import { heroPhotoSources } from "@/lib/images";

import { expectNoAxeViolations } from "./fixtures";
import { E2E_EDIT_PORT, E2E_EDIT_SITE_PORT } from "./ports";

const SITE = `http://127.0.0.1:${E2E_EDIT_SITE_PORT}`;
const NEW_POSITION = "Chair of the Board";
const NEW_NZD_PRICE = 150;
const NEW_SESSION_TITLE = "What Parks Deliver: Paying for It";
const NEW_ABOUT_TITLE = "Three days on the future of city parks, rewritten";
const PHOTO_ALT = "A test photograph: a green lawn under a pale sky";
const PHOTO_CREDIT = "The editing test, no licence needed";

/** The test's photograph: a lawn, hills and a path under the sky, drawn. */
const LAWN = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1200">
  <path d="M0 700 Q600 560 1200 680 T2400 640 V1200 H0 Z" fill="#3f9a62"/>
  <path d="M1100 1200 Q1200 900 1300 700" stroke="#e8d9b0" stroke-width="60" fill="none"/>
</svg>`;

const PAGE_PHOTOS = "content/page-photos/page-photos.yaml";
/** A photo the copy starts with, for the editor to take down, with the sized copies an earlier build made. */
const TAKEN_DOWN = {
  page: "/privacy",
  image: "/images/pages/e2e-taken-down.jpg",
  alt: "A photograph whose permission has ended",
  credit: "The editing test",
  focus: "centre",
  sourceNote: "Made by the editing test",
};

let copy = "";
let editor: Command;
const running: Command[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  copy = copyRepository();
  // The round trip gives the home page a photo, and another test takes /privacy's down: the copy keeps every other
  // page's, as an editor's file may list some.
  const photos = readYaml(PAGE_PHOTOS) as { photos: { page: string }[] };
  const kept = photos.photos.filter(({ page }) => page !== "/" && page !== TAKEN_DOWN.page);
  writeFileSync(path.join(copy, PAGE_PHOTOS), stringify({ photos: [...kept, TAKEN_DOWN] }));
  mkdirSync(path.join(copy, "public/images/pages"), { recursive: true });
  await sharp({ create: { width: 1400, height: 700, channels: 3, background: "#5f8f6a" } })
    .jpeg()
    .toFile(path.join(copy, "public", TAKEN_DOWN.image));
  await writePhotoCopies(path.join(copy, "public"), TAKEN_DOWN.image, "hero");
  editor = start("npm", ["run", "edit"], copy, { EDIT_PORT: String(E2E_EDIT_PORT) });
  running.push(editor);
  await waitForOutput(editor, "Editing screen ready", 120_000);
});

test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const body = `Last address: ${page.url()}\n\n${editor.output()}`;
  await testInfo.attach("npm run edit's output", { body, contentType: "text/plain" });
});

test.afterAll(() => {
  for (const command of running) command.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const readYaml = (file: string): unknown => parse(readFileSync(path.join(copy, file), "utf8"));
/** The file names (without .yaml) of a content folder of the copy, sorted. */
const idsIn = (folder: string) =>
  readdirSync(path.join(copy, folder))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => file.replace(/\.yaml$/, ""))
    .sort();

/**
 * The entries the round trip edits, chosen from the copy's content rather than named, so that an
 * editor's change to any of them changes nothing here: the first board member; the first individual
 * plan; the symposium with its page fields, latest first; and its first programme day's second session.
 */
function roundTripEntries() {
  const member = idsIn("content/board")[0];
  const plan = idsIn("content/plans").find(
    (id) => (readYaml(`content/plans/${id}.yaml`) as { category?: string }).category === "individual",
  );
  type Symposium = { start: string; end: string; lead?: string; about: object; onNow: object };
  const symposia = idsIn("content/events/symposium")
    .map((id) => ({ id, data: readYaml(`content/events/symposium/${id}.yaml`) as Symposium }))
    .filter(({ data }) => typeof data.lead === "string")
    .sort((a, b) => b.data.start.localeCompare(a.data.start));
  const symposium = symposia[0];
  if (!member || !plan || !symposium)
    throw new Error("the content lacks a board member, a plan or a symposium");
  type Day = { date: string; sessions: { time: string; title: string }[] };
  const day = idsIn("content/programme").find((id) => {
    const { date } = readYaml(`content/programme/${id}.yaml`) as Day;
    return symposium.data.start <= date && date <= symposium.data.end;
  });
  if (!day) throw new Error(`the programme has no day of ${symposium.id}`);
  const session = (readYaml(`content/programme/${day}.yaml`) as Day).sessions[1];
  if (!session) throw new Error(`content/programme/${day}.yaml has no second session`);
  return {
    member,
    memberName: (readYaml(`content/board/${member}.yaml`) as { name: string }).name,
    plan,
    planName: (readYaml(`content/plans/${plan}.yaml`) as { name: string }).name,
    symposium: symposium.id,
    day,
    sessionRow: `${session.time} ${session.title}`,
  };
}

/** Opens the printed address (which signs the browser in) and waits for the screen. */
async function openScreen(page: Page, address = editingAddress(editor)) {
  // A module the screen cannot load in the browser (cms/browser.test.ts) shows only as a console error.
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await page.goto(address);
  const menu = page.getByRole("list", { name: "Governance" });
  // The first screens Vite serves may name dependencies it is still bundling; a page loaded then
  // cannot load them, and reloading it, as an editor would, can.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await expect(menu).toBeVisible({ timeout: 60_000 });
      break;
    } catch (error) {
      if (attempt === 2)
        throw new Error(`No editing screen. Console errors:\n${consoleErrors.join("\n") || "none"}`, {
          cause: error,
        });
      consoleErrors.length = 0;
      await page.reload();
    }
  }
  expect(consoleErrors.filter((text) => text.includes("Error hydrating"))).toEqual([]);
}

/** What a page on `origin` gets when it calls the editing API from the editor's browser. */
async function attackFrom(page: Page, origin: string, target: string) {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Some other local app</title>" }),
  );
  await page.goto(`${origin}/attack`);
  return page.evaluate(async (api) => {
    const call = async (init: RequestInit & { url: string }) => {
      try {
        const response = await fetch(init.url, { ...init, credentials: "include" });
        return `answered ${response.status}`;
      } catch {
        return "blocked";
      }
    };
    const write = JSON.stringify({
      additions: [{ path: "content/board/csrf-fetch.yaml", contents: btoa("name: Attacker\n") }],
      deletions: [],
    });
    return {
      write: await call({
        url: `${api}/update`,
        method: "POST",
        headers: { "no-cors": "1", "content-type": "application/json" },
        body: write,
      }),
      simpleWrite: await call({ url: `${api}/update`, method: "POST", mode: "no-cors", body: write }),
      tree: await call({ url: `${api}/tree`, headers: { "no-cors": "1" } }),
    };
  }, `${target}/api/keystatic`);
}

test("under attack: other origins, paths outside the datasets and scripts as photos are refused; a save leaves another tab's typing", async ({
  page,
  context,
  playwright,
}) => {
  // The editor is signed in on both names of this machine, so the browser holds the key for each.
  await openScreen(page);
  const address = new URL(editingAddress(editor));
  const onLocalhost = new URL(address.href);
  onLocalhost.hostname = "localhost";
  await page.goto(onLocalhost.href);
  await expect(page.getByRole("list", { name: "Governance" })).toBeVisible({ timeout: 120_000 });

  const attacker = await context.newPage();
  for (const [origin, target] of [
    ["http://127.0.0.1:4352", address.origin],
    ["http://localhost:4352", onLocalhost.origin],
    ["http://localhost:4352", address.origin],
  ] as const) {
    const answers = await attackFrom(attacker, origin, target);
    // A cross-origin page never reads an answer. A "no-cors" write is sent blind (its answer is opaque,
    // or withheld by the browser) and refused: the file below is never written.
    expect(answers, `${origin} → ${target}`).toMatchObject({ write: "blocked", tree: "blocked" });
    expect(["blocked", "answered 0"]).toContain(answers.simpleWrite);
  }
  await attacker.close();
  expect(existsSync(path.join(copy, "content/board/csrf-fetch.yaml"))).toBe(false);

  // Same origin and the key, but paths outside the datasets: 400 and nothing written.
  const boardCode = readFileSync(path.join(copy, "src/data/board.ts"), "utf8");
  for (const target of [
    "src/data/board.ts",
    "content/boardX/csrf.yaml",
    "content/plans-escape6.ts",
    "public/images/people.html",
    "public/images/people-x/evil.js",
    "public/images/people/some-entry/image.svg",
  ]) {
    const answer = await page.request.post(`${address.origin}/api/keystatic/update`, {
      headers: { "no-cors": "1", "content-type": "application/json", origin: address.origin },
      data: {
        additions: [{ path: target, contents: Buffer.from("export default 1").toString("base64url") }],
        deletions: [],
      },
    });
    expect(answer.status(), target).toBe(400);
    if (target !== "src/data/board.ts") expect(existsSync(path.join(copy, target)), target).toBe(false);
  }
  expect(readFileSync(path.join(copy, "src/data/board.ts"), "utf8")).toBe(boardCode);
  // Without the key (another browser, a script on this machine): refused.
  const stranger = await playwright.request.newContext();
  expect(
    (await stranger.get(`${address.origin}/api/keystatic/tree`, { headers: { "no-cors": "1" } })).status(),
  ).toBe(401);
  await stranger.dispose();

  // Photos: an SVG is refused in words, a JPEG keeps its pixels and loses its metadata. A board
  // member other than the round trip's, chosen from the content.
  const member = readdirSync(path.join(copy, "content/board"))
    .map((file) => file.replace(/\.yaml$/, ""))
    .filter((name) => name !== roundTripEntries().member)
    .sort()
    .at(-1);
  if (!member) throw new Error("content/board has no second member");
  const svg = path.join(copy, "drawing.svg");
  writeFileSync(
    svg,
    '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/keystatic/tree")</script></svg>',
  );
  const jpeg = path.join(copy, "portrait.jpg");
  await sharp({ create: { width: 60, height: 40, channels: 3, background: "#2f855a" } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "SECRET-EXIF-MARK" } } })
    .toFile(jpeg);
  expect(readFileSync(jpeg).includes("SECRET-EXIF-MARK")).toBe(true);

  await page.goto(editingAddress(editor));
  await openEntry(page, "Governance", "Board of Directors", member);
  const choosePhoto = async (file: string) => {
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("group", { name: "Photo" }).getByRole("button", { name: "Choose file" }).click();
    await (await chooser).setFiles(file);
  };
  await choosePhoto(svg);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("SVG files can carry scripts, so photos must be JPEG, PNG, WebP or AVIF"),
  ).toBeVisible();
  expect(existsSync(path.join(copy, `public/images/people/${member}/image.svg`))).toBe(false);

  await choosePhoto(jpeg);
  await saveEntry(page);
  const saved = path.join(copy, `public/images/people/${member}/image.jpg`);
  await expect.poll(() => existsSync(saved)).toBe(true);
  expect(readFileSync(saved).includes("SECRET-EXIF-MARK")).toBe(false);
  expect(await sharp(saved).metadata()).toMatchObject({ format: "jpeg", width: 60, height: 40 });
  const served = await page.request.get(`${address.origin}/images/people/${member}/image.jpg`);
  expect(served.headers()["content-security-policy"]).toContain("sandbox");

  // Two tabs on one entry: a save in the first leaves the second's typing, and says so.
  const second = await context.newPage();
  await second.goto(page.url());
  await expect(second.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 60_000 });
  const typed = "Typed in the second tab, not saved yet";
  await second.getByRole("textbox", { name: "Organisation" }).fill(typed);
  await page.getByRole("textbox", { name: "Organisation" }).fill("Saved in the first tab");
  await saveEntry(page);
  await expect(
    second.getByRole("alert").filter({
      hasText: `This entry (content/board/${member}.yaml) was just saved in another tab or window`,
    }),
  ).toBeVisible();
  await expect(second.getByRole("textbox", { name: "Organisation" })).toHaveValue(typed);
  await second.close();
});

test("an editor takes a page photo down: removing its entry deletes the picture, and the next build its sized copies", async ({
  page,
}) => {
  const onDisk = (file: string) => existsSync(path.join(copy, "public", file));
  const { webp, jpg } = heroPhotoSources(TAKEN_DOWN.image);
  expect([TAKEN_DOWN.image, webp, jpg].every(onDisk)).toBe(true);

  await openScreen(page);
  await page
    .getByRole("list", { name: "Pages" })
    .getByRole("link", { name: "Page photos", exact: true })
    .click();
  const row = page.getByRole("grid", { name: "Page photos" }).getByRole("row", { name: TAKEN_DOWN.page });
  // Keystatic's remove button carries no name: the last button of the entry's row.
  await row.getByRole("button").last().click();
  await expect(row).toHaveCount(0);
  await saveEntry(page, "singleton");

  const { photos } = readYaml(PAGE_PHOTOS) as { photos: { page: string }[] };
  expect(photos.map((entry) => entry.page)).not.toContain(TAKEN_DOWN.page);
  expect(onDisk(TAKEN_DOWN.image)).toBe(false);
  await run("npx", ["tsx", "scripts/generate-assets.ts"], copy);
  expect([webp, jpg].some(onDisk)).toBe(false);
});

test("an editor changes a board member's position, a plan price, the symposium and a programme session, and gives the home page a photo, on the editing screen; the rebuilt site shows all five", async ({
  page,
}, testInfo) => {
  const steps: Record<string, number> = {};
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const result = await work();
    steps[step] = Date.now() - started;
    return result;
  };

  const entries = roundTripEntries();
  const MEMBER = `content/board/${entries.member}.yaml`;
  const PLAN = `content/plans/${entries.plan}.yaml`;
  const PROGRAMME_DAY = `content/programme/${entries.day}.yaml`;
  const SYMPOSIUM = `content/events/symposium/${entries.symposium}.yaml`;
  const board = readYaml(MEMBER);
  const plan = readYaml(PLAN);
  const programmeDay = readYaml(PROGRAMME_DAY) as { sessions: { title: string }[] };
  const symposium = readYaml(SYMPOSIUM) as { about: object; onNow: object };
  const photosBefore = (readYaml(PAGE_PHOTOS) as { photos: object[] }).photos;

  await timed("open the editing screen", () => openScreen(page));

  await timed("change the position and save", async () => {
    await openEntry(page, "Governance", "Board of Directors", entries.member);
    await page.getByRole("textbox", { name: "Position" }).fill(NEW_POSITION);
    await saveEntry(page);
  });
  await timed("change the price and save", async () => {
    await openEntry(page, "Membership", "Membership plans", entries.plan);
    await page
      .getByRole("group", { name: "Price" })
      .getByRole("textbox", { name: "NZD" })
      .fill(String(NEW_NZD_PRICE));
    await saveEntry(page);
  });

  await timed("change the symposium and save", async () => {
    await openEntry(page, "Events", "Symposia", entries.symposium);
    await page
      .getByRole("group", { name: "About" })
      .getByRole("textbox", { name: "Title" })
      .fill(NEW_ABOUT_TITLE);
    await saveEntry(page);
  });

  await timed("change a session of the programme and save", async () => {
    await openEntry(page, "Events", "Programme days", entries.day);
    await page
      .getByRole("grid", { name: "Sessions" })
      .getByRole("row", { name: entries.sessionRow })
      .getByText(entries.sessionRow)
      .click();
    const session = page.getByRole("dialog", { name: "Edit item" });
    await session.getByRole("textbox", { name: "Title" }).fill(NEW_SESSION_TITLE);
    await session.getByRole("button", { name: "Done" }).click();
    await saveEntry(page);
  });

  await timed("give the home page a photo and save", async () => {
    const upload = path.join(copy, "..", `${path.basename(copy)}-lawn.jpg`);
    await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#9cc9e8" } })
      .composite([{ input: Buffer.from(LAWN), top: 0, left: 0 }])
      .jpeg()
      .toFile(upload);
    await page
      .getByRole("list", { name: "Pages" })
      .getByRole("link", { name: "Page photos", exact: true })
      .click();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    // A new photo's page is the first of the list, the home page, and its subject in the centre.
    const item = page.getByRole("dialog", { name: "Add item" });
    const chooser = page.waitForEvent("filechooser");
    await item.getByRole("group", { name: "Photo" }).getByRole("button", { name: "Choose file" }).click();
    await (await chooser).setFiles(upload);
    await item.getByRole("textbox", { name: "Alt text" }).fill(PHOTO_ALT);
    await item.getByRole("textbox", { name: "Credit" }).fill(PHOTO_CREDIT);
    await item.getByRole("textbox", { name: "Source note" }).fill("Made by the editing test");
    await item.getByRole("button", { name: "Add", exact: true }).click();
    await saveEntry(page, "singleton");
    rmSync(upload);
  });

  const { photos } = readYaml(PAGE_PHOTOS) as { photos: { page: string; image: string }[] };
  const added = photos.at(-1);
  expect(photos.slice(0, -1)).toEqual(photosBefore);
  expect(added).toEqual({
    page: "/",
    image: expect.stringMatching(/^\/images\/pages\/[\w/-]+\.jpg$/) as unknown,
    alt: PHOTO_ALT,
    credit: PHOTO_CREDIT,
    focus: "centre",
    sourceNote: "Made by the editing test",
  });
  // Written through the screen's photo rules: re-encoded, as the JPEG its name says.
  const saved = await sharp(path.join(copy, "public", added?.image ?? "")).metadata();
  expect(saved).toMatchObject({ format: "jpeg", width: 2400, height: 1200 });

  expect(readYaml(MEMBER)).toEqual({ ...(board as object), position: NEW_POSITION });
  const savedPlan = readYaml(PLAN) as { price: object };
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
  const chair = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: entries.memberName }) });
  await expect(chair).toContainText(NEW_POSITION);

  await page.goto(`${SITE}/membership`);
  const table = page.getByRole("table", { name: "Individual membership plans and annual fees in NZD" });
  const regular = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${entries.planName}`) }) });
  await expect(regular).toContainText(`NZ$${NEW_NZD_PRICE}`);

  await page.goto(`${SITE}/symposium`);
  await expect(page.getByRole("heading", { name: NEW_ABOUT_TITLE })).toBeVisible();

  await page.goto(`${SITE}/symposium-program`);
  await expect(page.getByRole("tabpanel").getByText(NEW_SESSION_TITLE)).toBeVisible();

  // The photo covers the home page's hero, served as a sized WebP copy the build made, with its credit.
  await page.goto(`${SITE}/`);
  const hero = page.getByRole("region", { name: await page.getByRole("heading", { level: 1 }).innerText() });
  const photo = hero.getByRole("img", { name: PHOTO_ALT });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/generated\/photos\/hero\/pages\/.+-\d+\.webp$/,
  );
  await expect(hero.getByText(`Photo: ${PHOTO_CREDIT}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await testInfo.attach("durations", {
    body: JSON.stringify(steps, null, 2),
    contentType: "application/json",
  });
  console.log(`editing round trip (ms): ${JSON.stringify(steps)}`);
});
