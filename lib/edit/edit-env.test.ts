import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { readEditEnv } from "./edit-env";

let dir = "";
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function withEnvFile(text: string): string {
  dir = mkdtempSync(path.join(tmpdir(), "wup-edit-env-"));
  writeFileSync(path.join(dir, ".env"), text);
  return dir;
}

describe("the editing server's variables", () => {
  it("come from the environment, then .env, as the build's do (lib/config.ts)", () => {
    const from = withEnvFile(
      "EDIT_STORAGE=github\nKEYSTATIC_GITHUB_REPO=wup/from-file\nKEYSTATIC_SECRET=from-file\nEDIT_HOST=0.0.0.0\nSITE_URL=https://x.org\n",
    );
    expect(
      readEditEnv({ dir: from, env: { KEYSTATIC_GITHUB_REPO: "wup/from-env", EDIT_HOST: "", PATH: "/bin" } }),
    ).toEqual({
      EDIT_STORAGE: "github",
      KEYSTATIC_GITHUB_REPO: "wup/from-env",
      KEYSTATIC_SECRET: "from-file",
      // Set in the environment, even empty, it wins.
      EDIT_HOST: "",
    });
  });

  it("are the environment's alone without a .env file", () => {
    dir = mkdtempSync(path.join(tmpdir(), "wup-edit-env-"));
    expect(readEditEnv({ dir, env: { EDIT_PORT: "4400" } })).toEqual({ EDIT_PORT: "4400" });
  });
});
