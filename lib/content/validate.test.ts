import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { boardMemberSchema } from "@/content/schemas/board";
import { budgetTierSchema } from "@/content/schemas/budget-tier";
import { committeeSchema } from "@/content/schemas/committee";
import { planSchema } from "@/content/schemas/plan";
import { staffMemberSchema } from "@/content/schemas/staff";

import { problemText } from "./problem";
import { checkDataset, type DatasetDefinition } from "./validate";

const board = { directory: "content/board", schema: boardMemberSchema };

const PRIYA = `order: 13
name: Priya Raman
position: Director, Young Leader
organization: University school of urban planning
location: India
countryCode: IN
sample: true
`;

let root: string;

/** The dataset's problems as the content check prints them, one line each. */
const problemsOf = <Data>(definition: DatasetDefinition<Data>) =>
  checkDataset(definition, root).problems.map(problemText);

function write(name: string, text: string) {
  writeFileSync(path.join(root, "content/board", name), text);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "content-check-"));
  mkdirSync(path.join(root, "content/board"), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("checking a dataset's data files", () => {
  it("says so when a dataset's folder is missing or has no data files", () => {
    expect(problemsOf({ ...board, directory: "content/boards" })).toEqual([
      "content/boards: the folder is missing",
    ]);
    expect(problemsOf(board)).toEqual(["content/board: has no .yaml files"]);
  });

  it("reads a valid file into its entry, named after the file", () => {
    write("priya-raman.yaml", PRIYA);
    const { entries, problems } = checkDataset(board, root);
    expect(problems.map(problemText)).toEqual([]);
    expect(entries).toEqual([
      {
        id: "priya-raman",
        file: "content/board/priya-raman.yaml",
        data: expect.objectContaining({ name: "Priya Raman", countryCode: "IN", sample: true }),
      },
    ]);
  });

  it("names the file, the field, the rule and the value found", () => {
    write("priya-raman.yaml", PRIYA.replace("countryCode: IN", "countryCode: India"));
    expect(problemsOf(board)).toEqual([
      "content/board/priya-raman.yaml: countryCode must be a two-letter country code in capitals, such as IN for India, got 'India'",
    ]);
  });

  it("words wrong types, missing and misspelt fields for an editor, never in zod's terms", () => {
    write(
      "priya-raman.yaml",
      PRIYA.replace("name: Priya Raman", "name: 42")
        .replace("position:", "postion:")
        .replace("order: 13", "order: first"),
    );
    const problems = problemsOf(board);
    expect(problems).toEqual([
      "content/board/priya-raman.yaml: order must be a number (digits only, no quotes), got 'first'",
      "content/board/priya-raman.yaml: name must be text, got 42",
      "content/board/priya-raman.yaml: position is missing",
      "content/board/priya-raman.yaml: postion is not a field of this dataset (check its spelling)",
    ]);
    expect(problems.join("\n")).not.toMatch(/Expected|received|Required|Invalid/);
  });

  it("requires exactly one kind of provenance: a source or a sample, not none and not both", () => {
    write("no-provenance.yaml", PRIYA.replace("sample: true\n", ""));
    write("both.yaml", PRIYA.replace("order: 13", "order: 14") + "source: https://example.org/board\n");
    write(
      "bad-source.yaml",
      PRIYA.replace("order: 13", "order: 15").replace("sample: true", "source: our newsletter"),
    );
    expect(problemsOf(board)).toEqual([
      "content/board/bad-source.yaml: source must be a web address starting with https://, got 'our newsletter'",
      "content/board/both.yaml: sample must be left out when the entry has a source or sourceNote: an entry is either sourced or a sample, not both, got true",
      "content/board/no-provenance.yaml: source is missing: give the public web address the facts come from (or a sourceNote saying where they were found), or write sample: true for an invented entry",
    ]);
  });

  it("refuses two entries in one place, broken YAML, empty files, other extensions and odd file names", () => {
    write("priya-raman.yaml", PRIYA);
    write("priya-copy.yaml", PRIYA);
    write("broken.yaml", "name: [Priya\n");
    write("empty.yaml", "");
    write("notes.yml", PRIYA);
    write("Priya Raman.yaml", PRIYA);
    const problems = problemsOf(board);
    expect(problems).toEqual([
      "content/board/Priya Raman.yaml: the file name may only use small letters, digits and hyphens, such as tim-geyer.yaml",
      expect.stringMatching(/^content\/board\/broken\.yaml: is not valid YAML \(.+\)$/),
      "content/board/empty.yaml: is empty",
      "content/board/notes.yml: only files ending in .yaml are read here; rename it or move it elsewhere",
      "content/board/priya-raman.yaml: order 13 is already used by content/board/priya-copy.yaml; give each entry its own number (the next free one is 14)",
    ]);
  });

  it("names a field inside a list by its place, counted from 1", () => {
    mkdirSync(path.join(root, "content/committees"));
    writeFileSync(
      path.join(root, "content/committees/large-parks.yaml"),
      `order: 1
name: Large Parks
headerImage: assets/images/governance/large-parks.svg
description: Managers of the great urban parks.
leaders:
  - name: Holly Meese
    role: Chair
    source: https://example.org/news
  - name: Ingrid Solberg
    role: Co-Chair
    country: Norway
    countryCode: no
    sample: true
keyActivities: [Forums, Case studies, Site visits]
`,
    );
    expect(problemsOf({ directory: "content/committees", schema: committeeSchema })).toEqual([
      "content/committees/large-parks.yaml: headerImage names a picture that is not in the repository (check the path), got 'assets/images/governance/large-parks.svg'",
      "content/committees/large-parks.yaml: leaders → #2 → countryCode must be a two-letter country code in capitals, such as IN for India, got 'no'",
    ]);
  });

  it("words a wrong price and a wrong plan group for the editor", () => {
    mkdirSync(path.join(root, "content/plans"));
    writeFileSync(
      path.join(root, "content/plans/regular.yaml"),
      `order: 4
name: Regular
description: The professional membership.
price:
  nzd: NZ$145
  usd: 87.5
duration: per year
features: [Full online community]
category: professional
registration:
  href: https://example.org/join/regular
`,
    );
    expect(problemsOf({ directory: "content/plans", schema: planSchema })).toEqual([
      "content/plans/regular.yaml: price → nzd must be an amount (digits only, no quotes), got 'NZ$145'",
      "content/plans/regular.yaml: price → usd must be a whole amount, without cents, got 87.5",
      "content/plans/regular.yaml: price → eur is missing",
      "content/plans/regular.yaml: category must be one of 'trial', 'individual', 'supporter', 'organization', got 'professional'",
      "content/plans/regular.yaml: registration → source is missing: give the public web address the facts come from (or a sourceNote saying where they were found), or write sample: true for an invented entry",
    ]);
  });

  it("refuses two budget tiers for the same budget", () => {
    mkdirSync(path.join(root, "content/budget-tiers"));
    const tier = (order: number, label: string) =>
      `order: ${order}\nbudget: 1_to_10m\nlabel: ${label}\nprice: { nzd: 1350, usd: 783, eur: 675 }\n`;
    writeFileSync(path.join(root, "content/budget-tiers/1-to-10-million.yaml"), tier(2, "1 to 10 million"));
    writeFileSync(path.join(root, "content/budget-tiers/under-1-million.yaml"), tier(1, "Under 1 million"));
    const tiers = { directory: "content/budget-tiers", schema: budgetTierSchema, unique: ["budget"] };
    expect(problemsOf(tiers)).toEqual([
      "content/budget-tiers/under-1-million.yaml: budget '1_to_10m' is already used by content/budget-tiers/1-to-10-million.yaml; give each entry its own value",
    ]);
  });

  it("reads a group a form left empty as left out", () => {
    mkdirSync(path.join(root, "content/staff"));
    const member = `order: 1
name: Ana Ruiz
position: Coordinator
department: Operations
email: ana@example.org
responsibilities: [Events, Finance]
background: Ana runs the office.
sample: true
`;
    writeFileSync(path.join(root, "content/staff/ana-ruiz.yaml"), `${member}location: {}\n`);
    writeFileSync(
      path.join(root, "content/staff/ben-ode.yaml"),
      `${member.replace("order: 1", "order: 2")}location: { label: Lagos }\n`,
    );
    const { entries, problems } = checkDataset(
      { directory: "content/staff", schema: staffMemberSchema },
      root,
    );
    expect(entries.map((entry) => entry.data.location)).toEqual([undefined]);
    expect(problems.map(problemText)).toEqual(["content/staff/ben-ode.yaml: location → country is missing"]);
  });
});
