import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

const root = mkdtempSync(path.join(tmpdir(), "content-check-copy-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the build's content check on the copy of the repository at `copy`. */
const checkContent = (copy: string) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts", copy], { encoding: "utf8" });

describe("the content check before every build", () => {
  it("fails on a copy of the content with one wrong entry, naming the file, the field and the value", () => {
    cpSync("content", path.join(root, "content"), { recursive: true });
    const file = path.join(root, "content/board/priya-raman.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("countryCode: IN", "countryCode: India"));

    const check = checkContent(root);

    expect(check.status).toBe(1);
    expect(check.stderr).toContain("Content check: 1 problem to fix before the site can build");
    expect(check.stderr).toContain(
      "content/board/priya-raman.yaml: countryCode must be a two-letter country code in capitals, such as IN for India, got 'India'",
    );
  }, 60_000);
});

describe("the content check on a broken event file", () => {
  const copy = mkdtempSync(path.join(tmpdir(), "content-check-events-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("stops the build on an impossible day, then on applications that close before they open", () => {
    cpSync("content", path.join(copy, "content"), { recursive: true });
    const file = path.join(copy, "content/events/awards/2025.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8")
        .replace("closes: 2025-07-31", "closes: 2025-02-28")
        .replace("end: 2025-10-10", "end: 2025-09-31"),
    );

    const check = checkContent(copy);

    expect(check.status).toBe(1);
    expect(check.stderr).toContain("Content check: 1 problem to fix before the site can build");
    expect(check.stderr).toContain(
      "content/events/awards/2025.yaml: end is not a day of the calendar (check the month and the day), got '2025-09-31'",
    );

    writeFileSync(file, readFileSync(file, "utf8").replace("end: 2025-09-31", "end: 2025-10-10"));
    const again = checkContent(copy);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(
      "content/events/awards/2025.yaml: applications → closes must be on or after opens (2025-03-03), got '2025-02-28'",
    );
  }, 60_000);
});

describe("the content check on the events folders", () => {
  const copy = mkdtempSync(path.join(tmpdir(), "content-check-stray-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("refuses an event file left beside the folders of the kinds, where the site would never read it", () => {
    cpSync("content", path.join(copy, "content"), { recursive: true });
    cpSync(
      path.join(copy, "content/events/symposium/2025.yaml"),
      path.join(copy, "content/events/symposium-2027.yaml"),
    );

    const check = checkContent(copy);

    expect(check.status).toBe(1);
    expect(check.stderr).toContain(
      "content/events/symposium-2027.yaml: content/events/ holds one folder per kind of event (symposium, study-tour, awards, parks-week); move this file into its kind's folder, such as content/events/symposium/2027.yaml",
    );
  }, 60_000);
});
