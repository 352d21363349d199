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
    // An edition the editor duplicated and is still rewriting may wait off the site: that is no problem.
    expect(verdictLines(check)[0]).toBe(
      `Content check: ${check.files} data files in ${check.datasets} datasets, all valid`,
    );
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
    const check = checkContent(copy);
    const verdict = verdictLines(check);
    expect(verdict.slice(0, 2)).toEqual(["Content check: 2 problems to fix before the site can build", ""]);
    expect(verdict.slice(2, 4)).toEqual([
      expect.stringMatching(new RegExp(`^  ${first}: countryCode must be`)),
      expect.stringMatching(new RegExp(`^  ${second}: countryCode must be`)),
    ]);
    // Then nothing, or the editions an editor's duplicate leaves waiting, after a blank line.
    expect(verdict.slice(4, 5)).toEqual(check.waiting.length > 0 ? [""] : []);
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
    // The latest symposium with its page's words (an earlier one's are empty groups), copied to the
    // year after the latest edition, whatever editions the editor has added.
    type Edition = { start: string; end: string; about: { title: string } };
    const symposia = filesOf("content/events/symposium").sort((a, b) =>
      (read(a) as Edition).start.localeCompare((read(b) as Edition).start),
    );
    const presented = symposia.filter((file) => typeof read(file).lead === "string").at(-1);
    const latest = symposia.at(-1);
    if (!presented || !latest) throw new Error("content/events/symposium has no presented symposium");
    // Whatever its editor confirmed as copied on purpose is the original's own, not the duplicate's.
    const { keptFromEarlier: _kept, ...original } = read(presented) as Edition & {
      keptFromEarlier?: unknown;
    };
    const years =
      Number((read(latest) as Edition).start.slice(0, 4)) - Number(original.start.slice(0, 4)) + 1;
    const later = (day: string) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
    const duplicate = "content/events/symposium/duplicate-edition.yaml";
    // Before the duplicate: the site's own content, of which the copy is a copy (the events read are
    // kept per folder, so the copy is read only once the duplicate is in it).
    const before = {
      read: readEvents().length,
      loaded: loadEvents(),
      waiting: new Set(checkContent(process.cwd()).waiting.map((field) => field.file)).size,
    };
    write(duplicate, { ...original, start: later(original.start), end: later(original.end) });

    const copied = waiting().filter((line) => line.startsWith(`${duplicate}: `));
    expect(copied).toContain(`${duplicate}: name ${copiedMessage(presented, "name")}`);
    expect(copied).toContain(`${duplicate}: about → title ${copiedMessage(presented, "about → title")}`);
    expect(copied.every((line) => line.includes(` is copied from ${presented}: `))).toBe(true);
    // Nothing stops the build; the verdict says the edition waits, and the site leaves it out.
    const check = checkContent(copy);
    expect(check.problems.map(problemText)).toEqual([]);
    const waitingEditions = before.waiting + 1;
    expect(new Set(check.waiting.map((field) => field.file)).size).toBe(waitingEditions);
    expect(verdictLines(check).slice(0, 3)).toEqual([
      `Content check: ${check.files} data files in ${check.datasets} datasets, all valid`,
      "",
      `${waitingEditions === 1 ? "1 edition waits" : `${waitingEditions} editions wait`} off the site (the earlier edition stays) until each field copied from an earlier edition is dealt with:`,
    ]);
    const symposiumFiles = (root: string) =>
      readEvents(root)
        .filter((event) => event.data.kind === "symposium")
        .map((event) => event.file);
    expect(symposiumFiles(copy)).toContain(duplicate);
    expect(readEvents(copy)).toHaveLength(before.read + 1);
    expect(loadEvents(copy)).toEqual(before.loaded);
    expect(presentedEvents(loadEvents(copy)).symposium).toEqual(presentedEvents(before.loaded).symposium);

    // Confirmed on purpose, a field is no longer named; a name that is no field of the edition is.
    write(duplicate, {
      ...original,
      start: later(original.start),
      end: later(original.end),
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
