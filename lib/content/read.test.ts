import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { z } from "astro/zod";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A dataset the test writes: entries with a name and a place. */
const definition = {
  directory: "content/fixture-people",
  schema: z.object({ order: z.number().int().min(1), name: z.string().min(1, "must not be empty") }).strict(),
};

let root: string;
const write = (name: string, text: string) =>
  writeFileSync(path.join(root, definition.directory, name), text);

/** read.ts as a page loads it after a save: a fresh module, as the editing server drops every module. */
async function freshRead() {
  vi.resetModules();
  return import("./read");
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "content-read-"));
  mkdirSync(path.join(root, definition.directory), { recursive: true });
  write("ana.yaml", "order: 1\nname: Ana\n");
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe("reading a dataset for the site", () => {
  it("stops a build on a wrong file, with every problem", async () => {
    write("ben.yaml", "order: 1\nname: ''\n");
    const { readChecked } = await freshRead();
    expect(() => readChecked(definition, root)).toThrow(
      "content/fixture-people/ben.yaml: name must not be empty, got ''\ncontent/fixture-people/ben.yaml: order 1 is already used by content/fixture-people/ana.yaml; give each entry its own number (the next free one is 2)",
    );
  });

  it("keeps the last valid entries in the editing server's preview while a file is wrong", async () => {
    const { KEEP_LAST_VALID_ENV } = await freshRead();
    vi.stubEnv(KEEP_LAST_VALID_ENV, "1");
    const valid = (await freshRead()).readChecked(definition, root);
    expect(valid.map((entry) => entry.data)).toEqual([{ order: 1, name: "Ana" }]);

    write("ana.yaml", "order: 1\nname: ''\n");
    expect((await freshRead()).readChecked(definition, root)).toEqual(valid);

    write("ana.yaml", "order: 1\nname: Ana Ruiz\n");
    expect((await freshRead()).readChecked(definition, root).map((entry) => entry.data.name)).toEqual([
      "Ana Ruiz",
    ]);
  });
});
