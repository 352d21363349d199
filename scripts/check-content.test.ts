import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";

const root = mkdtempSync(path.join(tmpdir(), "content-check-copy-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the build's content check on the copy of the repository at `copy`. */
const checkContent = (copy: string) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts", copy], { encoding: "utf8" });

describe("the content check before every build", () => {
  it("fails on a copy of the content with wrong entries, naming each file, field and value in one run", () => {
    cpSync("content", path.join(root, "content"), { recursive: true });
    // Two board members, each with a country written out instead of its code.
    const [first, second] = readdirSync(path.join(root, "content/board")).sort();
    if (!first || !second) throw new Error("content/board has fewer than two members");
    for (const [name, country] of [
      [first, "India"],
      [second, "Chile"],
    ] as const) {
      const file = path.join(root, "content/board", name);
      const data = parse(readFileSync(file, "utf8")) as object;
      writeFileSync(file, stringify({ ...data, countryCode: country }));
    }

    const check = checkContent(root);

    expect(check.status).toBe(1);
    expect(check.stderr).toContain("Content check: 2 problems to fix before the site can build");
    for (const [name, country] of [
      [first, "India"],
      [second, "Chile"],
    ] as const)
      expect(check.stderr).toContain(
        `content/board/${name}: countryCode must be a two-letter country code in capitals, such as IN for India, got '${country}'`,
      );
  }, 60_000);
});
