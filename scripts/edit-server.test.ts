// @vitest-environment node
/**
 * `npm run edit:start` (scripts/edit-server.ts) refuses a configuration it cannot serve safely before it looks
 * for its build, and says why; the built server is scripts/edit-server-smoke.ts's (docs/decisions/hosted-editing.md).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "wup-edit-server-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `edit-server.ts start` in the temporary folder with only `env`; resolves when it exits. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(TSX, [path.join(ROOT, "scripts/edit-server.ts"), "start"], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    });
    const collect = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("exit", (code) => resolve({ code, output }));
  });
}

describe("npm run edit:start", { timeout: 30_000 }, () => {
  it("refuses a network address in local mode, saying why", async () => {
    const { code, output } = await start({ EDIT_HOST: "0.0.0.0" });
    expect(code).toBe(1);
    expect(output).toContain("EDIT_HOST=0.0.0.0 is refused in local mode");
    expect(output).toContain("listens on this computer only");
  });

  it("stops GitHub mode without its variables, naming them", async () => {
    const { code, output } = await start({ EDIT_STORAGE: "github", KEYSTATIC_GITHUB_REPO: "wup/website" });
    expect(code).toBe(1);
    expect(output).toContain(
      "EDIT_STORAGE=github needs KEYSTATIC_GITHUB_CLIENT_ID (the GitHub app's client ID), KEYSTATIC_GITHUB_CLIENT_SECRET",
    );
    expect(output).toContain("EDIT_SITE_URL");
  });

  it("reads .env where the environment is silent", async () => {
    writeFileSync(path.join(dir, ".env"), "EDIT_STORAGE=cloud\nEDIT_SITE_URL=https://edit.example.org\n");
    const { code, output } = await start({ EDIT_SITE_URL: "" });
    expect(code).toBe(1);
    expect(output).toContain(
      "EDIT_STORAGE=cloud needs KEYSTATIC_CLOUD_PROJECT (team/project), EDIT_SITE_URL",
    );
  });

  it("asks for a build when there is none", async () => {
    const { code, output } = await start({ EDIT_PORT: "4399" });
    expect(code).toBe(1);
    expect(output).toContain("edit-server/ is not built yet: run npm run edit:build first.");
  });
});
