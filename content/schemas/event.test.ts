import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";

import { problemText } from "@/lib/content/problem";
import { checkDataset } from "@/lib/content/validate";

import { dataCollections, eventDatasets } from ".";
import { day } from "./fields";

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "events-check-"));
  cpSync("content/events", path.join(root, "content/events"), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Rewrites one line of one of the copied event files. */
function change(file: string, from: string, to: string) {
  const at = path.join(root, "content/events", file);
  const text = readFileSync(at, "utf8");
  expect(text).toContain(from);
  writeFileSync(at, text.replace(from, to));
}

/** The problems of every event folder, in the order of the kinds. */
const problems = () =>
  Object.values(eventDatasets).flatMap((name) =>
    checkDataset<unknown>(dataCollections[name], root).problems.map(problemText),
  );

describe("checking the event files", () => {
  it("accepts every event file of the site", () => {
    expect(problems()).toEqual([]);
  });

  it("refuses a day that is not in the calendar, naming the file, the field and the value", () => {
    change("symposium/2025.yaml", "start: 2025-10-08", "start: 2025-02-30");
    expect(problems()).toEqual([
      "content/events/symposium/2025.yaml: start is not a day of the calendar (check the month and the day), got '2025-02-30'",
    ]);
  });

  it("asks for days written YYYY-MM-DD", () => {
    change("study-tour/france-2025.yaml", "end: 2025-12-04", "end: 4 December 2025");
    expect(problems()).toEqual([
      "content/events/study-tour/france-2025.yaml: end must be a day written YYYY-MM-DD, such as 2025-10-08, got '4 December 2025'",
    ]);
  });

  it("refuses an event that ends before it starts", () => {
    change("symposium/2025.yaml", "end: 2025-10-10", "end: 2025-10-07");
    expect(problems()).toEqual([
      "content/events/symposium/2025.yaml: end must be on or after start (2025-10-08), got '2025-10-07'",
    ]);
  });

  it("refuses applications that close before they open", () => {
    change("awards/2025.yaml", "closes: 2025-07-31", "closes: 2025-02-28");
    expect(problems()).toEqual([
      "content/events/awards/2025.yaml: applications → closes must be on or after opens (2025-03-03), got '2025-02-28'",
    ]);
  });

  it("refuses registration that opens after the event is over", () => {
    change("study-tour/france-2025.yaml", "opens: 2025-05-01", "opens: 2026-05-01");
    expect(problems()).toEqual([
      "content/events/study-tour/france-2025.yaml: registration → opens must be on or before end (2025-12-04), the event's last day, got '2026-05-01'",
    ]);
  });

  it("holds each file to its folder's kind: a Parks Week has no capacity", () => {
    change("parks-week/2017.yaml", "start:", "capacity: 50\nstart:");
    expect(problems()).toEqual([
      "content/events/parks-week/2017.yaml: capacity is not a field of this dataset (check its spelling)",
    ]);
  });

  it("reads the groups and lists a form leaves empty as left out: an earlier symposium saved from the editing screen", () => {
    const at = path.join(root, "content/events/symposium/2023.yaml");
    const {
      registration: _registration,
      links: _links,
      about: _about,
      ...earlier
    } = parse(readFileSync(at, "utf8")) as Record<string, unknown>;
    writeFileSync(
      at,
      stringify({
        ...earlier,
        registration: {},
        links: { register: {}, registerInterest: {}, venueMap: {} },
        about: { paragraphs: [], sources: [] },
        highlights: [],
        onNow: { sources: [] },
        held: { sources: [] },
      }),
    );
    expect(problems()).toEqual([]);
    // Read as if the file never had them: no key at all.
    const read = checkDataset(dataCollections.symposia, root).entries.find((entry) => entry.id === "2023");
    expect(read?.data).not.toHaveProperty("links");
    expect(read?.data).not.toHaveProperty("highlights");
  });

  it("sends visitors over https only", () => {
    change(
      "symposium/2025.yaml",
      "href: https://www.peyzajistanbulfuari.com/en/world-urban-parks-symposium/",
      "href: http://www.peyzajistanbulfuari.com/en/world-urban-parks-symposium/",
    );
    expect(problems()).toEqual([
      "content/events/symposium/2025.yaml: links → register → href must be a web address starting with https://, got 'http://www.peyzajistanbulfuari.com/en/world-urban-parks-symposium/'",
    ]);
  });

  it("asks a presented symposium for all its page fields, an earlier edition for none", () => {
    change("symposium/2023.yaml", "theme:", "summary: Two days at the fair.\ntheme:");
    const found = problems();
    expect(found).toHaveLength(10);
    expect(found[0]).toBe(
      "content/events/symposium/2023.yaml: lead is missing: a symposium the site presents needs all of lead, pageDescription, summary, image, links, about, highlights, registrationText, earlyBird, onNow, held (an earlier edition only listed under Previous editions has none of them)",
    );
  });

  it("keeps provenance in the data: a source, a note, or sample: true", () => {
    change(
      "parks-week/2024.yaml",
      "source: https://worldurbanparks.org/blog/parks-week-2024/",
      "sample: false",
    );
    expect(problems()).toEqual([
      "content/events/parks-week/2024.yaml: sample must be true, or left out, got false",
    ]);
  });
});

describe("a day in a data file", () => {
  it("is the same text whether the YAML reader kept it as text or made it a date (Astro's does)", () => {
    expect(day().parse("2025-10-08")).toBe("2025-10-08");
    expect(day().parse(new Date("2025-10-08T00:00:00Z"))).toBe("2025-10-08");
  });

  it("knows the calendar: 29 February only in leap years", () => {
    expect(day().safeParse("2028-02-29").success).toBe(true);
    expect(day().safeParse("2027-02-29").success).toBe(false);
    expect(day().safeParse("2025-13-01").success).toBe(false);
  });
});
