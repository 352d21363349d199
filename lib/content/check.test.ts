import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";

import { checkContent, verdictLines } from "./check";
import { presentedEvents } from "@/lib/events";

import { copiedMessage } from "./copies";
import { loadEvents, readEvents } from "./load";
import { problemText } from "./problem";

let copy: string;

beforeEach(() => {
  copy = mkdtempSync(path.join(tmpdir(), "content-check-all-"));
  cpSync("content", path.join(copy, "content"), { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

type Data = Record<string, unknown>;
const read = (file: string) => parse(readFileSync(path.join(copy, file), "utf8")) as Data;
const write = (file: string, data: Data) => writeFileSync(path.join(copy, file), stringify(data));
const lines = () => checkContent(copy).problems.map(problemText);
const waiting = () => checkContent(copy).waiting.map(problemText);

/** The day before `day` (YYYY-MM-DD). */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** The data files of a folder, by name. */
const filesOf = (folder: string) =>
  readdirSync(path.join(copy, folder))
    .sort()
    .map((name) => `${folder}/${name}`);

describe("the content check", () => {
  it("finds nothing wrong in the site's content", () => {
    const check = checkContent(copy);
    expect(check.problems.map(problemText)).toEqual([]);
    expect(verdictLines(check)).toEqual([
      `Content check: ${check.files} data files in ${check.datasets} datasets, all valid`,
    ]);
  });

  it("reports every problem of every file in one round: dates, windows, a place clash, a source and a sample", () => {
    // An awards edition whose applications close before they open and open after the ceremony.
    const [awardsFile] = filesOf("content/events/awards");
    if (!awardsFile) throw new Error("content/events/awards is empty");
    const awards = read(awardsFile) as { end: string; applications: Data & { opens: string } };
    const late = `${Number(awards.end.slice(0, 4)) + 1}${awards.end.slice(4)}`;
    write(awardsFile, {
      ...awards,
      applications: { ...awards.applications, opens: late, closes: awards.end },
    });
    // Two board members in one place, one of them also both sourced and a sample.
    const [first, second] = filesOf("content/board");
    if (!first || !second) throw new Error("content/board has fewer than two members");
    const firstMember = read(first) as { order: number };
    const { source: _source, sourceNote: _note, sample: _sample, ...member } = read(second);
    write(second, { ...member, order: firstMember.order, source: "https://example.org/board", sample: true });
    // A symposium whose registration closes before it opens, on a day the calendar lacks.
    const symposiumFile = filesOf("content/events/symposium").at(-1);
    if (!symposiumFile) throw new Error("content/events/symposium is empty");
    const symposium = read(symposiumFile) as { start: string };
    write(symposiumFile, {
      ...symposium,
      end: `${symposium.start.slice(0, 4)}-02-30`,
      registration: { opens: symposium.start, closes: dayBefore(symposium.start), sample: true },
    });

    const found = lines();

    expect(found).toEqual(
      expect.arrayContaining([
        `${awardsFile}: applications → closes must be on or after opens (${late}), got '${awards.end}'`,
        `${awardsFile}: applications → opens must be on or before end (${awards.end}), the event's last day, got '${late}'`,
        `${second}: sample must be left out when the entry has a source or sourceNote: an entry is either sourced or a sample, not both, got true`,
        `${symposiumFile}: end is not a day of the calendar (check the month and the day), got '${symposium.start.slice(0, 4)}-02-30'`,
        `${symposiumFile}: registration → closes must be on or after opens (${symposium.start}), got '${dayBefore(symposium.start)}'`,
      ]),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${second}: order ${firstMember.order} is already used by ${first}; give each entry its own number \\(the next free one is \\d+\\)$`,
        ),
      ),
    );
  });

  it("prints a summary line, then one line per problem, each naming its file", () => {
    const [first, second] = filesOf("content/board");
    if (!first || !second) throw new Error("content/board has fewer than two members");
    write(first, { ...read(first), countryCode: "India" });
    write(second, { ...read(second), countryCode: "Chile" });
    const verdict = verdictLines(checkContent(copy));
    expect(verdict.slice(0, 2)).toEqual(["Content check: 2 problems to fix before the site can build", ""]);
    expect(verdict.slice(2)).toEqual([
      expect.stringMatching(new RegExp(`^  ${first}: countryCode must be`)),
      expect.stringMatching(new RegExp(`^  ${second}: countryCode must be`)),
    ]);
  });

  it("checks the rules across files beside a wrong file elsewhere, and not twice for a wrong file", () => {
    const [board] = filesOf("content/board");
    if (!board) throw new Error("content/board is empty");
    write(board, { ...read(board), countryCode: "India" });
    const organisation = filesOf("content/plans").find((file) => read(file).category === "organization");
    if (!organisation) throw new Error("content/plans has no organisation plan");
    const plan = read(organisation) as { price: { nzd: number } };
    write(organisation, { ...plan, price: { ...plan.price, nzd: plan.price.nzd + 1 } });

    const found = lines();
    expect(found).toHaveLength(2);
    expect(found[1]).toMatch(
      new RegExp(`^${organisation}: price → nzd must be the smallest budget tier's fee`),
    );
    expect(new Set(found).size).toBe(found.length);
  });

  it("refuses an event file left beside the folders of the kinds, where the site would never read it", () => {
    const [symposiumFile] = filesOf("content/events/symposium");
    if (!symposiumFile) throw new Error("content/events/symposium is empty");
    cpSync(path.join(copy, symposiumFile), path.join(copy, "content/events/symposium-2027.yaml"));
    expect(lines()).toEqual([
      "content/events/symposium-2027.yaml: content/events/ holds one folder per kind of event (symposium, study-tour, awards, parks-week); move this file into its kind's folder, such as content/events/symposium/2027.yaml",
    ]);
  });

  it("names every field a duplicated edition still shares with the one it was copied from, and keeps it off the site without refusing the build", () => {
    // The presented symposium: the one with its page's words (an earlier one's are empty groups).
    const presented = filesOf("content/events/symposium").find((file) => typeof read(file).lead === "string");
    if (!presented) throw new Error("content/events/symposium has no presented symposium");
    const original = read(presented) as { start: string; end: string; about: { title: string } };
    const nextYear = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
    const duplicate = "content/events/symposium/duplicate-edition.yaml";
    write(duplicate, { ...original, start: nextYear(original.start), end: nextYear(original.end) });

    const copied = waiting().filter((line) => line.startsWith(`${duplicate}: `));
    expect(copied).toContain(`${duplicate}: name ${copiedMessage(presented, "name")}`);
    expect(copied).toContain(`${duplicate}: about → title ${copiedMessage(presented, "about → title")}`);
    expect(copied.every((line) => line.includes(` is copied from ${presented}: `))).toBe(true);
    // Nothing stops the build; the verdict says the edition waits, and the site leaves it out.
    const check = checkContent(copy);
    expect(check.problems.map(problemText)).toEqual([]);
    expect(verdictLines(check).slice(0, 3)).toEqual([
      `Content check: ${check.files} data files in ${check.datasets} datasets, all valid`,
      "",
      "1 edition waits off the site (the earlier edition stays) until each field copied from an earlier edition is dealt with:",
    ]);
    const symposiumFiles = (root: string) =>
      readEvents(root)
        .filter((event) => event.data.kind === "symposium")
        .map((event) => event.file);
    expect(symposiumFiles(copy)).toContain(duplicate);
    expect(loadEvents(copy)).toHaveLength(readEvents(copy).length - 1);
    expect(presentedEvents(loadEvents(copy)).symposium).toEqual(
      loadEvents(copy).find((event) => event.kind === "symposium" && event.start === original.start),
    );

    // Confirmed on purpose, a field is no longer named; a name that is no field of the edition is.
    write(duplicate, {
      ...original,
      start: nextYear(original.start),
      end: nextYear(original.end),
      keptFromEarlier: ["about → title", "about → subtitle"],
    });
    const confirmed = [...lines(), ...waiting()].filter((line) => line.startsWith(`${duplicate}: `));
    expect(confirmed.filter((line) => line.startsWith(`${duplicate}: about → title `))).toEqual([]);
    expect(confirmed).toContainEqual(
      expect.stringMatching(new RegExp(`^${duplicate}: keptFromEarlier → #2 names no field of this edition`)),
    );
    expect(confirmed.some((line) => line.startsWith(`${presented}: `))).toBe(false);
  });
});
