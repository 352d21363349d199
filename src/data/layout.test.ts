import { readdirSync } from "node:fs";

import { describe, expect, it } from "vitest";

/** content/'s code files that are not schemas: the types and icon names the data files use. */
const CONTENT_TYPES = ["types.ts", "icon-names.ts"];

describe("content/ (docs/decisions/import-rules.md)", () => {
  it("holds the editor's data files and their schemas: any other code lives in src/data/ or lib/", () => {
    const code = readdirSync("content", { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.(ts|tsx|js|mjs)$/.test(file) && !file.startsWith("schemas/"),
    );
    expect(code.sort()).toEqual([...CONTENT_TYPES].sort());
  });
});
