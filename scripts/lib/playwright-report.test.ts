import { describe, expect, it } from "vitest";

import { troubledTests } from "./playwright-report";

describe("troubledTests", () => {
  it("names each failed, then each flaky test with its last error's first line, and leaves the rest", () => {
    const result = (status: string, message?: string) => ({
      status,
      errors: message ? [{ message }] : [],
    });
    const report = {
      suites: [
        {
          title: "feed-limits.spec.ts",
          specs: [],
          suites: [
            {
              title: "a WordPress that never answers",
              specs: [
                {
                  title: "/webinars shows its error panel",
                  file: "feed-limits.spec.ts",
                  line: 319,
                  tests: [
                    {
                      projectName: "desktop",
                      status: "flaky",
                      results: [
                        result("failed", "\u001b[31mError: too late\u001b[39m\n  at x"),
                        result("passed"),
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: "editing.spec.ts",
          specs: [
            {
              title: "round trip",
              file: "editing.spec.ts",
              line: 284,
              tests: [
                {
                  projectName: "editing",
                  status: "unexpected",
                  results: [result("failed", "Error: first"), result("failed", "Error: second\nmore")],
                },
                { projectName: "phone", status: "expected", results: [result("passed")] },
              ],
            },
          ],
        },
      ],
    };
    expect(troubledTests(report)).toEqual([
      "  ✘ [editing] editing.spec.ts:284 round trip (Error: second)",
      "  ~ [desktop] feed-limits.spec.ts:319 a WordPress that never answers › /webinars shows its error panel (Error: too late)",
    ]);
  });
});
