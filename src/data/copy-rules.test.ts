import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { loadEntries } from "@/lib/content/load";

import { dataCollections, type DataCollectionName } from "@/content/schemas";
import { visibleStrings, type VisibleString } from "./visible-copy";

/** Every string a visitor can read or hear, from every data file and every module under content/. */
async function contentCopy(): Promise<VisibleString[]> {
  const root = import.meta.dirname;
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter(
      (file) =>
        file.endsWith(".ts") &&
        !file.endsWith(".test.ts") &&
        file !== "visible-copy.ts" &&
        !file.startsWith("schemas"),
    )
    .sort();
  const strings: VisibleString[] = [];
  for (const name of Object.keys(dataCollections) as DataCollectionName[])
    strings.push(...visibleStrings(loadEntries(name), `${dataCollections[name].directory}/*.yaml`));
  for (const file of files) {
    const exports = (await import(path.join(root, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports))
      strings.push(...visibleStrings(value, `${file}:${name}`));
  }
  return strings;
}

const copy = await contentCopy();

const failures = (rule: (entry: VisibleString) => string | null) =>
  copy.flatMap((entry) => {
    const problem = rule(entry);
    return problem ? [`${entry.path}: ${problem} in “${entry.text}”`] : [];
  });

describe("visible copy in content/", () => {
  it("is collected from every dataset (the walk itself works)", () => {
    expect(copy.length).toBeGreaterThan(1000);
    expect(copy.some((entry) => entry.text === "Shape the Future of Urban Parks")).toBe(true);
    // Provenance and addresses are data, not copy.
    expect(copy.some((entry) => entry.text.startsWith("http"))).toBe(false);
    expect(copy.some((entry) => entry.key === "source" || entry.key === "sourceNote")).toBe(false);
  });
});

/**
 * Research framing: how a fact was found (or not), which belongs in `source`, `sourceNote`,
 * `sample` or a link's `note`, never in what a visitor reads. Where a fact is unknown, the card
 * leaves its line out instead of saying so.
 */
const RESEARCH_NOTES: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\breported\b/i, why: "when a source reported it, e.g. 'Co-Chair (reported 2017)'" },
  {
    pattern: /\bnot (yet )?published\b/i,
    why: "a fact the research did not find, e.g. 'Country not published'",
  },
  { pattern: /\bnot found\b/i, why: "a fact the research did not find" },
  { pattern: /\b(unknown|unidentified)\b/i, why: "a fact the research did not find" },
  { pattern: /\bnot on record\b/i, why: "a fact the research did not find" },
  { pattern: /\bno (public )?source\b/i, why: "a remark about the sources" },
  { pattern: /\bconfirmed with\b/i, why: "a placeholder waiting for confirmation" },
  { pattern: /\b(unconfirmed|not (yet )?confirmed|to be confirmed|TBC)\b/i, why: "an unconfirmed fact" },
  { pattern: /\b(unverified|not verified)\b/i, why: "an unverified fact" },
  { pattern: /\b(low|medium) confidence\b/i, why: "a research confidence level" },
  { pattern: /\binferred\b/i, why: "a research inference" },
  { pattern: /\bas of\b/i, why: "the date of a source, e.g. 'as of 2017'" },
  {
    pattern: /\b(was|were|had been)\b[^.]*\bby (19|20)\d\d\b/i,
    why: "a past role dated by its source, e.g. 'was Executive Director by 2022'",
  },
];

/** Strings docs/product.md quotes verbatim that happen to contain one of the phrases above. */
const PRODUCT_QUOTED = new Set(["404 Page Not Found"]);

describe("research notes", () => {
  it("never show in visible copy", () => {
    expect(
      failures(({ text }) => {
        if (PRODUCT_QUOTED.has(text)) return null;
        const note = RESEARCH_NOTES.find(({ pattern }) => pattern.test(text));
        return note ? `research note (${note.why})` : null;
      }),
    ).toEqual([]);
  });
});

/**
 * One spelling standard: New Zealand English, as the association is in Wellington. These are
 * US spellings with a different NZ form (organisation, programme, centre, colour, favourite,
 * neighbourhood, catalogue, travelling, analyse, behaviour, honour, labour, licence…).
 */
const US_WORDS = [
  // -ize / -yze (checked by pattern below, with the words that are -ize in NZ English too)
  // -or
  "color",
  "colors",
  "colored",
  "colorful",
  "honor",
  "honors",
  "honored",
  "honoring",
  "behavior",
  "behaviors",
  "behavioral",
  "labor",
  "favor",
  "favors",
  "favorite",
  "favorites",
  "favorable",
  "neighbor",
  "neighbors",
  "neighborhood",
  "neighborhoods",
  "neighboring",
  "harbor",
  "harbors",
  "humor",
  "flavor",
  "rumor",
  "vigor",
  "endeavor",
  "endeavors",
  "odor",
  "savor",
  "splendor",
  "vapor",
  // -er
  "center",
  "centers",
  "centered",
  "theater",
  "theaters",
  "meter",
  "meters",
  "kilometer",
  "kilometers",
  "liter",
  "liters",
  "fiber",
  "somber",
  // -og
  "catalog",
  "catalogs",
  "dialog",
  "analog",
  // -ense
  "defense",
  "offense",
  "license", // the noun; NZ English writes "licence" (the verb "license" is rare in this copy)
  "licenses",
  // single l
  "traveling",
  "traveled",
  "traveler",
  "travelers",
  "labeled",
  "labeling",
  "modeling",
  "modeled",
  "canceled",
  "canceling",
  "fueled",
  "counselor",
  "counselors",
  "jewelry",
  // double l
  "enroll",
  "enrolls",
  "enrollment",
  "fulfill",
  "fulfills",
  "fulfillment",
  "skillful",
  "installment",
  // others
  "program",
  "programs",
  "gray",
  "plow",
  "aging",
  "practicing",
  "practiced",
  "airplane",
  "aluminum",
  "maneuver",
  "pediatric",
  "mustache",
];

const US_WORD = new RegExp(`\\b(${US_WORDS.join("|")})\\b`, "i");

/** organize, recognize, analyze… (but not size, prize, seize, maize, citizen). */
const US_IZE =
  /\b(?!(?:size|sizes|sized|prize|prizes|prized|seize|seizes|seized|maize|baize)\b)\w+(?:iz|yz)(?:e|es|ed|ing|ation|ations|ational|er|ers)\b/i;

/**
 * Proper names and labels docs/product.md quotes keep its words. `phrase` is allowed anywhere in a
 * string; `exact` only as the whole string.
 */
const SPELLING_ALLOWED: readonly ({ phrase: string } | { exact: string })[] = [
  { phrase: "Leading Parks Organization Award" }, // docs/product.md §3 award category
  { phrase: "Neighborhood Parks Award" }, // docs/product.md §3 award category
  { phrase: "Leading Organizational Award" }, // docs/product.md §3 Chair's Award category
  { phrase: "View Program" }, // docs/product.md §2 /symposium button
  { phrase: "ZEDEC Santa Fe Neighborhood Association" }, // a real organisation's own name
  { exact: "Organizational" }, // docs/product.md §2 /membership-plans group: "Individual …, Supporter, Organizational"
];

function withoutAllowed(text: string): string {
  let rest = text;
  for (const allowed of SPELLING_ALLOWED) {
    if ("exact" in allowed) {
      if (rest === allowed.exact) return "";
    } else {
      rest = rest.split(allowed.phrase).join(" ");
    }
  }
  return rest;
}

/** Search keywords match what people type (often US spelling); they are not shown on the page. */
const SEARCH_ONLY_KEYS = new Set(["keywords"]);

describe("spelling", () => {
  it("is New Zealand English in visible copy, except proper names and labels docs/product.md quotes", () => {
    expect(
      failures(({ key, text }) => {
        if (key !== null && SEARCH_ONLY_KEYS.has(key)) return null;
        const rest = withoutAllowed(text);
        const word = US_WORD.exec(rest)?.[0] ?? US_IZE.exec(rest)?.[0];
        return word ? `US spelling “${word}”` : null;
      }),
    ).toEqual([]);
  });

  it("writes “Email”, never “E-mail”, so one thing has one name", () => {
    expect(
      failures(({ text }) => (/\be-mail\b/i.test(text) ? "“E-mail” (the site writes “Email”)" : null)),
    ).toEqual([]);
    expect(copy.some(({ text }) => /\bemail\b/i.test(text))).toBe(true);
  });
});
