/**
 * What `npm test` prints of Playwright's JSON report (test-results/e2e.json) after its summary: each
 * test that failed or needed a retry, with the first line of its last error. CI shows only the end
 * of a run's output; this puts the names where it is seen.
 */
type ReportResult = { status: string; errors?: { message?: string }[] };
type ReportTest = { projectName: string; status: string; results: ReportResult[] };
type ReportSpec = { title: string; file: string; line: number; tests: ReportTest[] };
type ReportSuite = { title: string; specs?: ReportSpec[]; suites?: ReportSuite[] };
export type PlaywrightReport = { suites?: ReportSuite[] };

/** Playwright's messages carry terminal colours (ESC [ … m). */
const TERMINAL_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, "g");

/**
 * An error's first line, and for an expectation on a list (the console errors, the CSP violations
 * every test checks) its first unexpected entry: "console errors on the page" alone does not say
 * which request failed.
 */
function summaryOf(error: string): string {
  const lines = error.replace(TERMINAL_COLOURS, "").split("\n");
  const first = lines[0]?.trim() ?? "";
  const entry = lines.find((line) => /^\+\s+"/.test(line))?.replace(/^\+\s+/, "");
  return entry ? `${first}: ${entry.length > 200 ? `${entry.slice(0, 200)}…` : entry}` : first;
}

/** One line per failed ("✘") or flaky ("~") test, failures first. */
export function troubledTests(report: PlaywrightReport): string[] {
  const lines: { failed: boolean; line: string }[] = [];
  const walk = (suite: ReportSuite, titles: string[]) => {
    const path = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const failed = test.status === "unexpected";
        const error = test.results.findLast((result) => result.errors?.length)?.errors?.[0]?.message ?? "";
        const firstLine = summaryOf(error);
        const name = [...path, spec.title].join(" › ");
        lines.push({
          failed,
          line: `  ${failed ? "✘" : "~"} [${test.projectName}] ${spec.file}:${spec.line} ${name}${firstLine ? ` (${firstLine})` : ""}`,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return [...lines.filter(({ failed }) => failed), ...lines.filter(({ failed }) => !failed)].map(
    ({ line }) => line,
  );
}
