import type { Locator, Page } from "@playwright/test";

import { feedNoScript } from "@/src/data/feed-copy";

import { expect, expectNoAxeViolations, test } from "./fixtures";
import { E2E_FEED_ORIGIN } from "./ports";

/*
 * Visitors without JavaScript (issue 28 §3): nothing on a page waits for a script that never runs.
 * The feed pages, whose posts come from the blog in the browser, say so and link to the blog. The
 * header's menus are native disclosures, and no button on the bar is dead.
 */
test.use({ javaScriptEnabled: false });

const FEED_PAGES = [
  { path: "/blog", what: "The latest articles" },
  { path: "/podparks", what: "The episodes" },
  { path: "/webinars", what: "The webinars" },
] as const;

for (const { path, what } of FEED_PAGES) {
  test(`${path} says its posts need JavaScript, links to the blog and shows no endless loading`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByText(feedNoScript.text(what))).toBeVisible();
    const link = main.getByRole("link", { name: `${feedNoScript.link} (opens in a new tab)` });
    await expect(link).toHaveAttribute("href", new RegExp(`^${E2E_FEED_ORIGIN}/?$`));
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(page.getByTestId("card-skeleton").filter({ visible: true })).toHaveCount(0);
    await expect(main.getByRole("status").filter({ hasText: /loading/i })).toHaveCount(0);
  });
}

/** The addresses the links found lead to, each once, sorted. */
async function addresses(links: Locator): Promise<string[]> {
  // Read through the locator (evaluate would wait for scripts that never run).
  const hrefs = await Promise.all((await links.all()).map((link) => link.getAttribute("href")));
  return [...new Set(hrefs.map((href) => href ?? ""))].sort();
}

/** Every link a menu island of the header holds (in the HTML, hidden without scripts). */
const islandMenuLinks = (page: Page, island: string) =>
  addresses(page.locator(`header [data-with-scripts] astro-island[component-export="${island}"] nav a`));

test("on a wide screen, About, Resources and Events open their links, and the bar holds no dead button @desktop", async ({
  page,
}) => {
  await page.goto("/governance");
  const header = page.getByRole("banner");
  await expect(header.getByRole("button")).toHaveCount(0);
  const nav = header.getByRole("navigation", { name: "Main" });
  for (const label of ["About", "Resources", "Events"]) {
    await nav.locator("summary", { hasText: label }).click();
    const open = nav.locator("details[open]");
    // Opening one closes the one open before.
    await expect(open).toHaveCount(1);
    await expect(open.locator("summary")).toHaveText(label);
    for (const link of await open.getByRole("link").all()) await expect(link).toBeVisible();
  }
  // The three menus' links, and the bar's own (Community), reach every link of the menus with scripts.
  expect(await addresses(nav.locator("a"))).toEqual(await islandMenuLinks(page, "DesktopNav"));
});

test("on a phone, the menu button opens every link of the menu @phone", async ({ page }) => {
  await page.goto("/governance");
  const header = page.getByRole("banner");
  await expect(header.getByRole("button")).toHaveCount(0);
  await header.locator("summary", { hasText: "Main menu" }).click();
  const nav = header.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();
  for (const link of await nav.getByRole("link").all()) await expect(link).toBeVisible();
  expect(await addresses(nav.getByRole("link"))).toEqual(await islandMenuLinks(page, "MobileMenu"));
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("the feed pages' note on JavaScript is hidden", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByText(feedNoScript.text("The latest articles"))).toBeHidden();
  });

  test("the header's stand-ins for scripts have zero axe violations, open (the page's js mark taken off)", async ({
    page,
  }) => {
    // axe runs as a script: here scripts run, and the page is shown as it is without them.
    await page.goto("/governance");
    await page.evaluate(() => document.documentElement.classList.remove("js"));
    const header = page.getByRole("banner");
    await expect(header.getByRole("button")).toHaveCount(0);
    const summary = header.locator("summary").filter({ visible: true }).first();
    await summary.click();
    await expect(header.locator("details[open]").filter({ visible: true })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("the header's stand-ins for scripts are hidden, its islands shown", async ({ page }) => {
    await page.goto("/governance");
    const header = page.getByRole("banner");
    await expect(header.locator("summary").filter({ visible: true })).toHaveCount(0);
    await expect(header.getByRole("navigation", { name: "Main" })).toHaveCount(
      test.info().project.name === "phone" ? 0 : 1,
    );
    await expect(header.getByRole("button", { name: /Search/ })).toBeVisible();
  });
});
