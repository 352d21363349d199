import { feedNoScript } from "@/content/feed-copy";

import { expect, test } from "./fixtures";
import { E2E_FEED_ORIGIN } from "./ports";

/*
 * Visitors without JavaScript (issue 28 §3): nothing on a page waits for a script that never runs.
 * The feed pages, whose posts come from the blog in the browser, say so and link to the blog.
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

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("the feed pages' note on JavaScript is hidden", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByText(feedNoScript.text("The latest articles"))).toBeHidden();
  });
});
