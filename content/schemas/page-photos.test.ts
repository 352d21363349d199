// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pageList } from "@/src/data/pages";
import { problemText } from "@/lib/content/problem";
import { checkDataset } from "@/lib/content/validate";

import { pagePhotosDataset } from "./page-photos";
import { sitePaths } from "./vocabulary";

/** A photo the test writes where the editing screen would, and removes again. */
const FOLDER = `images/pages/page-photos-test-${process.pid}`;
const PHOTO = `/${FOLDER}/lawn.jpg`;
let root: string;

beforeAll(async () => {
  mkdirSync(`public/${FOLDER}`, { recursive: true });
  await sharp({ create: { width: 8, height: 4, channels: 3, background: "#3f9a62" } })
    .jpeg()
    .toFile(`public${PHOTO}`);
  root = mkdtempSync(path.join(tmpdir(), "page-photos-"));
  mkdirSync(path.join(root, pagePhotosDataset.directory), { recursive: true });
});

afterAll(() => {
  rmSync(`public/${FOLDER}`, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

const entry = (fields: Record<string, string> = {}) =>
  [
    `  - page: ${fields.page ?? "/membership"}`,
    `    image: ${fields.image ?? PHOTO}`,
    `    alt: ${fields.alt ?? "Families on the lawn of a city park"}`,
    `    credit: ${fields.credit ?? "A. Photographer, CC BY 4.0"}`,
    `    focus: ${fields.focus ?? "top"}`,
    `    source: https://example.org/photos/lawn`,
  ].join("\n");

function problemsOf(yaml: string): string[] {
  writeFileSync(path.join(root, pagePhotosDataset.directory, pagePhotosDataset.file), yaml);
  return checkDataset(pagePhotosDataset, root).problems.map(problemText);
}

describe("the page photos file", () => {
  it("may list no photo: every page then shows its drawing", () => {
    expect(problemsOf("photos: []\n")).toEqual([]);
  });

  it("takes a page's photo with its alt text, credit, subject and source", () => {
    expect(problemsOf(`photos:\n${entry()}\n`)).toEqual([]);
  });

  it("names what is wrong: a page that is not the site's, a missing photo, no alt text, an unknown subject", () => {
    const problems = [
      problemsOf(`photos:\n${entry({ page: "/blogg" })}\n`),
      problemsOf(`photos:\n${entry({ image: "/images/pages/missing.jpg" })}\n`),
      problemsOf(`photos:\n${entry({ alt: '""' })}\n`),
      problemsOf(`photos:\n${entry({ focus: "middle" })}\n`),
    ];
    expect(problems[0]?.join()).toMatch(/photos → #1 → page.*must be one of '\/'/);
    expect(problems[1]?.join()).toMatch(/names a photo that is not in public\//);
    expect(problems[2]?.join()).toMatch(/photos → #1 → alt/);
    expect(problems[3]?.join()).toMatch(/photos → #1 → focus.*must be one of 'centre'/);
  });

  it("gives a page one photo", () => {
    expect(problemsOf(`photos:\n${entry()}\n${entry({ focus: "left" })}\n`).join()).toMatch(
      /photos → #2 → page.*gives \/membership a second photo/,
    );
  });

  it("chooses among the site's routes, the same as the route list", () => {
    expect([...sitePaths].sort()).toEqual(pageList.map((page) => page.path).sort());
  });
});
