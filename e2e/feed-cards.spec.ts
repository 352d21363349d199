import { expect, test } from "./fixtures";
import { clickAtCentreOf } from "./hit";

/**
 * Feed cards are one link each: the whole card (image, title, text) opens the post in a new tab,
 * its accessible name is the post's title, and nothing inside it is a second control.
 */
/** The feed islands hydrate and fetch after the first paint: slow on a busy two-core machine. */
const FEED_LOADED = { timeout: 15_000 };

const FEEDS = [
  { route: "/blog", lead: "Featured Article", grid: "Recent Articles" },
  { route: "/podparks", lead: "Latest Episode", grid: "More Episodes" },
  { route: "/webinars", lead: "Next Webinar", grid: "Watch Webinars" },
] as const;

for (const { route, lead, grid } of FEEDS) {
  test(`${route}: every card is one link named by its title`, async ({ page }) => {
    await page.goto(route);
    const cards = page
      .getByRole("region", { name: grid })
      .getByRole("listitem")
      .or(page.getByRole("region", { name: lead }).getByRole("article"));
    await expect(page.getByRole("region", { name: grid }).getByRole("listitem").first()).toBeVisible(
      FEED_LOADED,
    );
    for (const card of await cards.all()) {
      // innerText: what the visitor reads, without the link's hidden new-tab hint.
      const title = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
      expect(title).not.toBe("");
      const controls = card.locator("a, button, [tabindex]:not([tabindex='-1'])");
      await expect(controls, `${title}: one control in the card`).toHaveCount(1);
      const link = card.getByRole("link");
      await expect(link).toHaveAccessibleName(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      await expect(link).toHaveAccessibleDescription("(opens in a new tab)");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(card.getByRole("heading", { level: 3 })).toHaveAccessibleName(title);
    }
  });

  test(`${route}: a click on a card's image opens its post`, async ({ page, context }) => {
    await page.goto(route);
    const card = page.getByRole("region", { name: grid }).getByRole("listitem").first();
    await expect(card.locator("img")).toBeVisible(FEED_LOADED);
    const href = await card.getByRole("link").getAttribute("href");
    // Only the post's own address is answered here: the feed host also serves the images.
    await context.route(href ?? "", (request) =>
      request.fulfill({ status: 200, body: "post", contentType: "text/plain" }),
    );
    const popup = context.waitForEvent("page");
    await clickAtCentreOf(page, card.locator("img"));
    const opened = await popup;
    expect(opened.url()).toBe(href);
    await opened.close();
  });
}

for (const { route, grid } of FEEDS) {
  test(`${route}: cards whose posts have no image show drawings, and neighbouring cards differ`, async ({
    page,
  }) => {
    // Every post of the feed without its featured image.
    await page.route("**/wp-json/wp/v2/posts**", async (request) => {
      const response = await request.fetch();
      const posts = (await response.json()) as {
        featured_media?: number;
        _embedded?: Record<string, unknown>;
      }[];
      for (const post of posts) {
        post.featured_media = 0;
        if (post._embedded) delete post._embedded["wp:featuredmedia"];
      }
      await request.fulfill({ response, json: posts });
    });
    await page.goto(route);
    const images = page.getByRole("region", { name: grid }).getByRole("listitem").locator("img");
    await expect(images.first()).toBeVisible(FEED_LOADED);
    const sources = await images.evaluateAll((found) =>
      found.map((image) => image.getAttribute("src") ?? ""),
    );
    expect(sources.length).toBeGreaterThan(1);
    for (const [index, source] of sources.entries()) {
      expect(source).toMatch(/^\/generated\/images\/feed\/[\w-]+\.webp$/);
      expect(sources.slice(Math.max(0, index - 3), index)).not.toContain(source);
    }
    // Lazy below the fold: the drawing loads once its card is in view.
    await images.first().scrollIntoViewIfNeeded();
    await expect(images.first()).toHaveJSProperty("complete", true);
    expect(await images.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
}
