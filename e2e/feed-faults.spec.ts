import type { BrowserContext, Locator, Page } from "@playwright/test";

import { resourceTeaser } from "@/src/data/feeds";
import { FEED_QUERY_BUDGET_MS, FEED_REQUEST_TIMEOUT_MS } from "@/lib/constants";
import { LATEST_POSTS_PATH, PODCAST_CATEGORY_SEARCH_PATH, WEBINARS_CATEGORY_PATH } from "@/lib/feed/paths";

import {
  clearFeedFaults,
  FEED_FAULT_LOG,
  installFeedClock,
  type FeedClock,
  type FeedFault,
  refuseFeedConnections,
  restoreFeedConnections,
  setFeedFaults,
  watchFeedRequests,
} from "./feed-faults";
import { expect, test as base, waitForHydration } from "./fixtures";

/**
 * Every way the feed can fail, on every page that reads it (docs/product.md §8). The page's clock is fake
 * (installed before navigation) and run forward, so the retries' backoff (docs/product.md §9: 1 s, 2 s, 4 s)
 * and the request timeouts cost no real time.
 */

type Fault = {
  name: string;
  setUp: (page: Page, context: BrowserContext) => Promise<void>;
  clear: (page: Page, context: BrowserContext) => Promise<void>;
  /** The "Error: …" line of the blog list and of the webinar grid. */
  blogError: string;
  webinarsError: string;
  /** Page time by which every retry must have failed. */
  withinMs: number;
  /**
   * Requests of the page's first path: a first try and docs/product.md §9's retries (4 for blog and webinars,
   * 3 for the podcast), unless tries that time out leave no time for them in the query's budget.
   */
  tries?: { blog: number; podcast: number; webinars: number };
  /** Whether the tests clear the fault and check that Try Again brings the posts back. */
  checksRecovery?: boolean;
};

const INVALID_POSTS = "Invalid posts data received from API";
/**
 * Page time by which the retries must have failed: 1 + 2 + 4 s of backoff, with slack for answers
 * that arrive a step late on a busy machine (each step moves the clock on by 1 s).
 */
const RETRIES_MS = 15_000;
/**
 * When every try times out, the query's time budget ends the retries: two tries (8 s, 1 s of
 * backoff, 8 s) and the error within the budget.
 */
const TIMEOUTS_MS = FEED_QUERY_BUDGET_MS;
const TRIES_WITHIN_BUDGET = { blog: 2, podcast: 2, webinars: 2 };
const TIMED_OUT = `Request timed out after ${FEED_REQUEST_TIMEOUT_MS / 1000} s`;

/** A fault of the sample feed's post lists (categories answer normally). */
function onPosts(rule: Omit<FeedFault, "path">): Pick<Fault, "setUp" | "clear"> {
  return {
    setUp: (_page, context) => setFeedFaults(context, [{ path: "/wp-json/wp/v2/posts", ...rule }]),
    clear: (_page, context) => clearFeedFaults(context),
  };
}

const faults: Fault[] = [
  {
    name: "401 with a body",
    checksRecovery: true,
    ...onPosts({
      status: 401,
      body: '{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":401}}',
    }),
    blogError: "Failed to fetch blog posts: 401 Unauthorized",
    webinarsError: "Failed to fetch webinar posts: 401 Unauthorized",
    withinMs: RETRIES_MS,
  },
  {
    name: "404 with a body",
    ...onPosts({ status: 404, body: '{"code":"rest_no_route","message":"No route was found."}' }),
    blogError: "Failed to fetch blog posts: 404 Not Found",
    webinarsError: "Failed to fetch webinar posts: 404 Not Found",
    withinMs: RETRIES_MS,
  },
  {
    name: "truncated JSON",
    ...onPosts({ kind: "malformed" }),
    blogError: INVALID_POSTS,
    webinarsError: INVALID_POSTS,
    withinMs: RETRIES_MS,
  },
  {
    name: "an HTML page with status 200",
    ...onPosts({ kind: "html" }),
    blogError: INVALID_POSTS,
    webinarsError: INVALID_POSTS,
    withinMs: RETRIES_MS,
  },
  {
    name: "a refused connection",
    checksRecovery: true,
    setUp: (page) => refuseFeedConnections(page),
    clear: (page) => restoreFeedConnections(page),
    blogError: "Failed to fetch blog posts: Network error",
    webinarsError: "Failed to fetch categories: Network error",
    withinMs: RETRIES_MS,
  },
  {
    name: "no Access-Control-Allow-Origin (CORS)",
    ...onPosts({ kind: "cors-missing" }),
    blogError: "Failed to fetch blog posts: Network error",
    webinarsError: "Failed to fetch webinar posts: Network error",
    withinMs: RETRIES_MS,
  },
  {
    name: "Access-Control-Allow-Origin '*' with credentials (CORS)",
    ...onPosts({ kind: "cors-wildcard" }),
    blogError: "Failed to fetch blog posts: Network error",
    webinarsError: "Failed to fetch webinar posts: Network error",
    withinMs: RETRIES_MS,
  },
  {
    name: "no answer at all",
    checksRecovery: true,
    ...onPosts({ kind: "hang" }),
    blogError: `Failed to fetch blog posts: ${TIMED_OUT}`,
    webinarsError: `Failed to fetch webinar posts: ${TIMED_OUT}`,
    withinMs: TIMEOUTS_MS,
    tries: TRIES_WITHIN_BUDGET,
  },
  {
    // Chromium asks for a user name and password before it hands a credentialed request this
    // answer: nobody answers in a headless browser, so it ends as a request that never answers.
    name: "401 asking for Basic credentials",
    ...onPosts({ status: 401, headers: { "WWW-Authenticate": 'Basic realm="WordPress"' } }),
    blogError: `Failed to fetch blog posts: ${TIMED_OUT}`,
    webinarsError: `Failed to fetch webinar posts: ${TIMED_OUT}`,
    withinMs: TIMEOUTS_MS,
    tries: TRIES_WITHIN_BUDGET,
  },
];

/** `text` as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function expectBlogErrorThenRecovery(
  page: Page,
  context: BrowserContext,
  fault: Fault,
  clock: FeedClock,
) {
  const attempts = watchFeedRequests(page, LATEST_POSTS_PATH);
  await page.goto("/blog");
  // The first attempt may be the page's early call: the clock runs once the feed islands are there.
  await attempts.first;
  await waitForHydration(page);
  const featured = page.getByRole("region", { name: "Featured Article" });
  const recent = page.getByRole("region", { name: "Recent Articles" });
  const listError = recent.getByRole("heading", { name: "Unable to Load Blog Posts" });
  await clock.runUntil(() => listError.isVisible(), fault.withinMs);

  expect(attempts.count(), "one request and 3 retries").toBe(fault.tries?.blog ?? 4);
  const body = "We're having trouble connecting to our blog. Please try again later.";
  await expect(featured.getByRole("heading", { name: "Unable to Load Featured Article" })).toBeVisible();
  await expect(featured.getByText(body)).toBeVisible();
  await expect(recent.getByText(body)).toBeVisible();
  await expect(recent.getByText(`Error: ${fault.blogError}`, { exact: true })).toBeVisible();
  await expect(page.getByTestId("card-skeleton")).toHaveCount(0);

  const tryAgain = recent.getByRole("button", { name: "Try Again" });
  await expect(tryAgain).toBeEnabled();
  if (!fault.checksRecovery) return;
  await fault.clear(page, context);
  await tryAgain.click();
  await expect(recent.getByRole("listitem")).toHaveCount(6);
  await expect(featured.getByRole("heading", { name: /Nature‑Based Play/ })).toBeVisible();
  await expectFocusWithin(recent);
}

/** After a successful Try Again, focus is on the posts that replaced the error, not on the page's body. */
async function expectFocusWithin(region: Locator) {
  await expect
    .poll(() =>
      region.evaluate((box) => box.contains(document.activeElement) && document.activeElement !== box),
    )
    .toBe(true);
}

/** These tests' pages run on a fake clock, installed before they navigate. */
const test = base.extend<{ clock: FeedClock }>({
  clock: async ({ page }, provide) => {
    await provide(await installFeedClock(page));
  },
});

/** A test loads the page twice and steps through up to half a minute of page time. */
const FAULT_TEST_TIMEOUT_MS = 60_000;

test.describe("feed faults @desktop", () => {
  test.use({ allowedConsoleErrors: [FEED_FAULT_LOG] });
  test.describe.configure({ timeout: FAULT_TEST_TIMEOUT_MS });

  for (const fault of faults) {
    test.describe(`when the feed answers with ${fault.name}`, () => {
      test.beforeEach(async ({ page, context }) => {
        await fault.setUp(page, context);
      });

      test("/blog shows both error panels after 3 retries, with a Try Again that brings the posts back", async ({
        page,
        context,
        clock,
      }) => {
        await expectBlogErrorThenRecovery(page, context, fault, clock);
      });

      test("/podparks shows its error panel after 2 retries, with a Try Again that brings the episodes back", async ({
        page,
        context,
        clock,
      }) => {
        const attempts = watchFeedRequests(page, PODCAST_CATEGORY_SEARCH_PATH);
        await page.goto("/podparks");
        await attempts.first;
        await waitForHydration(page);
        const error = page.getByRole("heading", { name: "Unable to Load Episodes" });
        await clock.runUntil(() => error.isVisible(), fault.withinMs);

        expect(attempts.count(), "one request and 2 retries").toBe(fault.tries?.podcast ?? 3);
        await expect(
          page.getByText("We're having trouble connecting to our content. Please try again later."),
        ).toBeVisible();
        await expect(page.getByTestId("card-skeleton")).toHaveCount(0);

        const tryAgain = page.getByRole("button", { name: "Try Again" });
        await expect(tryAgain).toBeEnabled();
        if (!fault.checksRecovery) return;
        await fault.clear(page, context);
        await tryAgain.click();
        await expect(page.getByRole("region", { name: "Latest Episode" })).toBeVisible();
        await expect(page.getByRole("region", { name: "More Episodes" }).getByRole("listitem")).toHaveCount(
          6,
        );
        await expectFocusWithin(page.getByRole("region", { name: "Episodes", exact: true }));
      });

      test("/webinars shows the grid's error and no next webinar, with a Try Again that brings the grid back", async ({
        page,
        context,
        clock,
      }) => {
        const attempts = watchFeedRequests(page, WEBINARS_CATEGORY_PATH);
        await page.goto("/webinars");
        await attempts.first;
        await waitForHydration(page);
        const grid = page.getByRole("region", { name: "Watch Webinars" });
        const next = page.getByRole("region", { name: "Next Webinar" });
        const gridError = grid.getByRole("heading", { name: "Unable to Load Webinar Posts" });
        const noneNext = next.getByRole("heading", { name: "No Webinars Available" });
        await clock.runUntil(
          async () => (await gridError.isVisible()) && (await noneNext.isVisible()),
          fault.withinMs,
        );

        expect(attempts.count(), "one request and 3 retries").toBe(fault.tries?.webinars ?? 4);
        await expect(
          grid.getByText("We're having trouble connecting to our webinar content. Please try again later."),
        ).toBeVisible();
        await expect(grid.getByText(`Error: ${fault.webinarsError}`, { exact: true })).toBeVisible();
        await expect(next.getByText("Check back soon for our latest webinars.")).toBeVisible();
        await expect(page.getByTestId("card-skeleton")).toHaveCount(0);

        const tryAgain = grid.getByRole("button", { name: "Try Again" });
        await expect(tryAgain).toBeEnabled();
        if (!fault.checksRecovery) return;
        await fault.clear(page, context);
        await tryAgain.click();
        await expect(grid.getByRole("listitem")).toHaveCount(6);
        await expectFocusWithin(grid);
      });

      test("the home page's resource cards keep their own images and links, and show no error", async ({
        page,
        clock,
      }) => {
        const feeds = [LATEST_POSTS_PATH, PODCAST_CATEGORY_SEARCH_PATH, WEBINARS_CATEGORY_PATH].map((path) =>
          watchFeedRequests(page, path),
        );
        await page.goto("/");
        const teaser = page.getByRole("region", { name: resourceTeaser.heading });
        // The cards' images are islands that start when the cards come into view.
        await teaser.scrollIntoViewIfNeeded();
        await Promise.all(feeds.map((feed) => feed.first));
        const loading = teaser.getByTestId("resource-image-loading");
        // Pulsing placeholders while the feeds load and retry (docs/product.md §4)…
        await expect(loading).toHaveCount(resourceTeaser.cards.length);
        // …then, once every retry has failed, the cards' own images: never an endless placeholder.
        await clock.runUntil(async () => (await loading.count()) === 0, fault.withinMs);
        await expect(loading).toHaveCount(0);

        await expect(teaser.getByRole("alert")).toHaveCount(0);
        for (const card of resourceTeaser.cards) {
          const item = teaser
            .getByRole("listitem")
            .filter({ has: page.getByRole("heading", { name: card.title }) });
          const image = item.locator("img");
          await expect(image).toHaveAttribute(
            "src",
            new RegExp(`^(${escaped(card.webpImage)}|${escaped(card.fallbackImage)})$`),
          );
          await image.scrollIntoViewIfNeeded();
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);
          await expect(item.getByRole("link", { name: new RegExp(`^${card.linkText}`) })).toHaveAttribute(
            "href",
            card.link,
          );
        }
      });
    });
  }
});

test.describe("feed faults on a phone @phone", () => {
  test.use({ allowedConsoleErrors: [FEED_FAULT_LOG] });
  test.describe.configure({ timeout: FAULT_TEST_TIMEOUT_MS });

  test("/blog shows its error panels when the feed never answers, and Try Again recovers", async ({
    page,
    context,
    clock,
  }) => {
    const fault = faults.find(({ name }) => name === "no answer at all");
    if (!fault) throw new Error("the 'no answer at all' fault is missing");
    await fault.setUp(page, context);
    await expectBlogErrorThenRecovery(page, context, fault, clock);
  });
});
