import { describe, expect, it } from "vitest";

import { troubledTests } from "./playwright-report";

const result = (status: string, message?: string) => ({
  status,
  errors: message ? [{ message }] : [],
});

describe("troubledTests", () => {
  it("names each failed, then each flaky test with its last error's first line, and leaves the rest", () => {
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

  it("adds the first unexpected entry of a list expectation, such as the console errors every test checks", () => {
    const message = [
      "Error: console errors on the page",
      "",
      "\u001b[2mexpect(\u001b[22mreceived\u001b[2m).toEqual(\u001b[22mexpected\u001b[2m)\u001b[22m",
      "",
      "- Expected  - 1",
      "+ Received  + 3",
      "",
      "- Array []",
      "+ Array [",
      '+   "Failed to load resource: the server responded with a status of 404 (Not Found) (http://127.0.0.1:3300/_astro/x.js)",',
      "+ ]",
    ].join("\n");
    const report = {
      suites: [
        {
          title: "partners.spec.ts",
          specs: [
            {
              title: "presents every partner",
              file: "partners.spec.ts",
              line: 14,
              tests: [{ projectName: "desktop", status: "unexpected", results: [result("failed", message)] }],
            },
          ],
        },
      ],
    };
    expect(troubledTests(report)).toEqual([
      '  ✘ [desktop] partners.spec.ts:14 presents every partner (Error: console errors on the page: "Failed to load resource: the server responded with a status of 404 (Not Found) (http://127.0.0.1:3300/_astro/x.js)",)',
    ]);
  });
});
