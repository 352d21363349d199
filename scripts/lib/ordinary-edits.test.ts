import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";

import { checkContent } from "@/lib/content/check";
import { problemText } from "@/lib/content/problem";

import { filesToNormalise } from "../normalise-yaml";
import { addDays, ORDINARY_EDITS } from "./ordinary-edits";

let copy: string;
beforeEach(() => {
  copy = mkdtempSync(path.join(tmpdir(), "ordinary-edits-"));
  cpSync("content", path.join(copy, "content"), { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

/** Every edit of the drill, as scripts/edit-drill.ts makes them, and the files they touched. */
const applyAll = (today: string) => ORDINARY_EDITS.flatMap((edit) => edit.apply(copy, today));

const today = new Date().toISOString().slice(0, 10);

describe("the edit drill's ordinary edits (scripts/edit-drill.ts proves the tests with them)", () => {
  // Today, and a day some years on: the edits are made relative to the content and the day.
  it.each([today, addDays(today, 3 * 365)])(
    "leave content the check accepts, written as the screen's Save writes it, as of %s",
    (day) => {
      const touched = applyAll(day);
      expect(touched.length).toBeGreaterThan(0);
      expect(checkContent(copy).problems.map(problemText)).toEqual([]);
      expect(filesToNormalise(copy).map(({ file }) => file)).toEqual([]);
    },
  );

  it("duplicate next year's symposium with its own words, naming its year, and only confirmed copies", () => {
    const touched = applyAll(today);
    const symposium = touched.find((file) => file.startsWith("content/events/symposium/"));
    if (!symposium) throw new Error("the drill added no symposium");
    const data = parse(readFileSync(path.join(copy, symposium), "utf8")) as {
      start: string;
      name: string;
      lead?: string;
      keptFromEarlier?: string[];
    };
    const year = data.start.slice(0, 4);
    expect(path.basename(symposium)).toBe(`${year}.yaml`);
    expect(data.name).toContain(year);
    if (data.lead !== undefined) expect(data.lead).toContain(year);
    // What stays the same is listed, and nothing the check would not name.
    for (const name of data.keptFromEarlier ?? []) expect(name).not.toMatch(/^(name|lead|summary|about)/);
  });
});
