import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

type Fixtures = {
  /** Console messages that a test expects (e.g. failed requests in feed error states). */
  allowedConsoleErrors: readonly RegExp[];
  /** Collects console errors and uncaught exceptions; the test fails if any is unexpected. */
  consoleErrors: string[];
  /** Collects Content-Security-Policy violations in every frame; the test fails on any, always. */
  cspViolations: string[];
};

/** The name of the binding pages report CSP violations through (see cspViolations). */
const CSP_BINDING = "__reportCspViolation";

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
  // The servers send each page's production CSP: a script, style, image or request it blocks
  // fails the test, whatever allowedConsoleErrors says.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding(CSP_BINDING, ({ frame }, text: string) => {
        violations.push(`${text} on ${frame.url()}`);
      });
      await page.addInitScript((binding) => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)[binding];
          const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : "";
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || "an inline resource"}${where}`);
        });
      }, CSP_BINDING);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/** WCAG tags every page is checked against. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe on the page (or part of it) and expects zero violations, listing any it finds. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join("\n  ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/** Waits until the page has hydrated (client islands respond), so interactions aren't lost. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === "complete");
  await page.waitForLoadState("networkidle");
}
