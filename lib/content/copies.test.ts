import { describe, expect, it } from "vitest";

import type { AwardsEdition, EventEntry } from "@/content/schemas/event";

import { checkCopiedEditions, copiedMessage } from "./copies";
import { problemText } from "./problem";

/** An awards edition of a made-up year, with its own words: no file of the site's content. */
function edition(year: number, fields: Partial<AwardsEdition> = {}): { file: string; data: EventEntry } {
  return {
    file: `content/events/awards/fixture-${year}.yaml`,
    data: {
      kind: "awards",
      name: `Fixture Awards ${year}`,
      start: `${year}-10-08`,
      end: `${year}-10-10`,
      applications: { opens: `${year}-03-01`, sample: true },
      sample: true,
      links: { apply: { href: `https://example.org/apply-${year}`, sample: true } },
      summary: `The ${year} awards honour the people behind great parks.`,
      image: "assets/images/home/event-awards.svg",
      fact: "Six categories, five regions",
      ...fields,
    },
  };
}

const lines = (events: readonly { file: string; data: EventEntry }[]) =>
  checkCopiedEditions(events).map(problemText);

const original = edition(2030);
/** What "Duplicate entry…" gives, with its name and days changed and nothing else. */
const duplicate = (fields: Partial<AwardsEdition> = {}) =>
  edition(2031, {
    summary: (original.data as AwardsEdition).summary,
    links: (original.data as AwardsEdition).links,
    ...fields,
  });

describe("an edition duplicated from an earlier one", () => {
  it("names each field still holding the earlier edition's text, with the three ways out", () => {
    const copy = duplicate();
    expect(lines([original, copy])).toEqual([
      `${copy.file}: links → apply → href ${copiedMessage(original.file, "links → apply → href")}`,
      `${copy.file}: summary ${copiedMessage(original.file, "summary")}`,
      `${copy.file}: fact ${copiedMessage(original.file, "fact")}`,
    ]);
    expect(copiedMessage(original.file, "summary")).toBe(
      `is copied from ${original.file}: rewrite it for this edition, clear it, or add “summary” to Copied on purpose (keptFromEarlier) if it stays the same on purpose`,
    );
    expect(
      checkCopiedEditions([original, copy]).every((problem) => problem.copiedFrom === original.file),
    ).toBe(true);
  });

  it("leaves alone a field the editor listed in keptFromEarlier, with or without its place in a list", () => {
    const copy = duplicate({ keptFromEarlier: ["fact", "links → apply → href"] });
    expect(lines([original, copy])).toEqual([
      `${copy.file}: summary ${copiedMessage(original.file, "summary")}`,
    ]);
    const arrows = duplicate({ keptFromEarlier: ["fact", "links->apply->href", "summary"] });
    expect(lines([original, arrows])).toEqual([]);
  });

  it("names a field in keptFromEarlier that the edition does not have", () => {
    const copy = duplicate({ keptFromEarlier: ["fact", "links → apply → href", "summary", "sumary"] });
    expect(lines([original, copy])).toEqual([
      `${copy.file}: keptFromEarlier → #4 names no field of this edition: write it as a problem names the field, such as highlights → title, or remove it, got 'sumary'`,
    ]);
  });

  it("never names the original edition, whatever order the files come in", () => {
    const copy = duplicate({ keptFromEarlier: ["fact"] });
    const found = checkCopiedEditions([copy, original]);
    expect(found.map(({ file }) => file)).not.toContain(original.file);
    expect(found.length).toBeGreaterThan(0);
    expect(lines([original])).toEqual([]);
  });

  it("compares editions of one kind only, and leaves where it takes place and its pictures alone", () => {
    const other = { ...duplicate(), file: "content/events/parks-week/fixture.yaml" };
    other.data = {
      kind: "parks-week",
      start: "2031-04-27",
      end: "2031-05-03",
      theme: "Six categories, five regions",
      sample: true,
    };
    expect(lines([original, other])).toEqual([]);
    expect(lines([original, edition(2031)]).some((line) => line.includes("image"))).toBe(false);
  });
});
