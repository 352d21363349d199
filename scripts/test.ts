/**
 * `npm test`: every check and test suite, in order (format, lint, types, imports, dead code, workflows, unit,
 * end-to-end, the editing server, the edit drill), always all of them, then one summary line "N passed, N failed";
 * the exit code is non-zero if anything failed (docs/decisions/test-suite.md).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

import { type PlaywrightReport, troubledTests } from "./lib/playwright-report";
import { quietEnv, run } from "./lib/run";

type Result = { suite: string; passed: number; failed: number; note?: string };

const results: Result[] = [];
mkdirSync("test-results", { recursive: true });

async function check(suite: string, script: string, args: readonly string[] = []) {
  const code = await run("npm", ["run", "-s", script, ...(args.length ? ["--", ...args] : [])], {
    env: quietEnv(),
  });
  results.push({ suite, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
}

await check("format", "format:check");
await check("lint", "lint");
await check("types", "typecheck");
await check("imports", "check:imports");
await check("dead code", "check:dead-code");
await check("workflows", "lint:workflows");

rmSync("test-results/unit.json", { force: true });
const unitCode = await run(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=test-results/unit.json"],
  { env: quietEnv() },
);
const unit = readJson<{ numPassedTests: number; numFailedTests: number }>("test-results/unit.json");
results.push(
  unit
    ? {
        suite: "unit",
        passed: unit.numPassedTests,
        failed: unit.numFailedTests + (unit.numFailedTests === 0 && unitCode !== 0 ? 1 : 0),
      }
    : { suite: "unit", passed: 0, failed: 1, note: "Vitest did not report" },
);

rmSync("test-results/e2e.json", { force: true });
const e2eCode = await run("npx", ["tsx", "scripts/e2e.ts"], { env: quietEnv() });
type PlaywrightStats = PlaywrightReport & {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
};
const e2e = readJson<PlaywrightStats>("test-results/e2e.json");
const e2eTroubles = e2e ? troubledTests(e2e) : [];
results.push(
  e2e
    ? {
        suite: "e2e",
        passed: e2e.stats.expected + e2e.stats.flaky,
        failed: e2e.stats.unexpected + (e2e.stats.unexpected === 0 && e2eCode !== 0 ? 1 : 0),
        note: [
          e2e.stats.flaky && `${e2e.stats.flaky} flaky`,
          e2e.stats.skipped && `${e2e.stats.skipped} skipped`,
        ]
          .filter(Boolean)
          .join(", "),
      }
    : { suite: "e2e", passed: 0, failed: 1, note: "the build or Playwright did not run" },
);

// The hosted editing server (issue 27 §4): built once, started in local and GitHub mode; and out/,
// which the end-to-end run has just built, carries nothing of it.
await check("edit server", "edit:smoke");

await check("drill", "edit-drill", ["--e2e"]);

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
const summary = `${passed} passed, ${failed} failed`;

console.log("\nTest summary");
const width = Math.max(...results.map((result) => result.suite.length));
for (const result of results) {
  const note = result.note ? `  (${result.note})` : "";
  console.log(
    `  ${result.suite.padEnd(width)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed${note}`,
  );
}
if (e2eTroubles.length)
  console.log(`\nEnd-to-end tests that failed (✘) or passed on a retry (~):\n${e2eTroubles.join("\n")}`);
writeFileSync("test-results/summary.txt", `${summary}\n`);
console.log(summary);
process.exit(failed > 0 ? 1 : 0);
