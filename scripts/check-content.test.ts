import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

const root = mkdtempSync(path.join(tmpdir(), "content-check-copy-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the content check before every build", () => {
  it("fails on a copy of the content with one wrong entry, naming the file, the field and the value", () => {
    cpSync("content", path.join(root, "content"), { recursive: true });
    const file = path.join(root, "content/board/priya-raman.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("countryCode: IN", "countryCode: India"));

    const check = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts", root], {
      encoding: "utf8",
    });

    expect(check.status).toBe(1);
    expect(check.stderr).toContain("Content check: 1 problem to fix before the site can build");
    expect(check.stderr).toContain(
      "content/board/priya-raman.yaml: countryCode must be a two-letter country code in capitals, such as IN for India, got 'India'",
    );
  }, 60_000);
});
