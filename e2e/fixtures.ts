import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

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
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        // Chromium's "Failed to load resource" names no URL in its text: its location does.
        const { url } = message.location();
        errors.push(url ? `${text} (${url})` : text);
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
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

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

/**
 * Waits until the page has loaded and every island that starts on its own has hydrated: those
 * loaded at once, after the first paint or the load event and idle, and those for a media query
 * that matches. Islands
 * that wait to be scrolled into view (`client:visible`, `client:inview`) are left: see `waitForIsland`.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === "complete");
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    [...document.querySelectorAll("astro-island[ssr]")].every((island) => {
      const directive = island.getAttribute("client");
      if (directive === "visible" || directive === "inview") return true;
      if (directive !== "media" && directive !== "afterload") return false;
      const { value } = JSON.parse(island.getAttribute("opts") ?? "{}") as { value?: unknown };
      // A directive without a query has the value `true`: client:media then never hydrates,
      // client:afterload always does.
      if (typeof value !== "string" || value === "") return directive === "media";
      return !window.matchMedia(value).matches;
    }),
  );
}

/** Scrolls to an element inside an island and waits until that island has hydrated. */
export async function waitForIsland(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(() => locator.evaluate((element) => element.closest("astro-island[ssr]") === null))
    .toBe(true);
}

/**
 * Collapsible rows are `<details>` elements. Chromium exposes each `<summary>` as a disclosure
 * button with its name and expanded state, but Playwright's role queries leave `<summary>` out, so
 * rows are found by their header's accessible name here.
 */
export function disclosure(scope: Page | Locator, name: string | RegExp) {
  const header = scope.locator("summary").and(scope.getByLabel(name, { exact: typeof name === "string" }));
  return { header, row: header.locator("xpath=..") };
}

/** Every row header (`<summary>`) in `scope`, in order. */
export const disclosureHeaders = (scope: Page | Locator): Locator => scope.locator("summary");

/** Whether the row (`<details>`) is open. */
export async function expectOpen(row: Locator, isOpen: boolean): Promise<void> {
  await (isOpen ? expect(row).toHaveAttribute("open", "") : expect(row).not.toHaveAttribute("open"));
}
