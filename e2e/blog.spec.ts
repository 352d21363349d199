import { clearFeedFaults, FAILED_REQUEST_LOG, setFeedFaults, AFTER_RETRIES } from "./feed-faults";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("/blog with the sample feed", () => {
  test("features the first post and lists the other six, with links that open in a new tab", async ({
    page,
  }) => {
    await page.goto("/blog");
    const featured = page.getByRole("region", { name: "Featured Article" });
    await expect(
      featured.getByRole("heading", { name: "Webinar: Designing for Nature‑Based Play in Dense Cities" }),
    ).toBeVisible();
    await expect(featured.getByText("5 min read")).toBeVisible();
    await expect(featured.getByText("Nov 20, 2026")).toBeVisible();

    const recent = page.getByRole("region", { name: "Recent Articles" });
    await expect(recent.getByRole("listitem")).toHaveCount(6);
    // Entities decoded, markup stripped: the title reads as plain text.
    await expect(
      recent.getByRole("heading", { name: "Parks & People: What’s Next for Urban Green Space?" }),
    ).toBeVisible();
    await expect(
      recent.getByRole("heading", { name: "PodParks 40. Green Streets and the Park Next Door" }),
    ).toBeVisible();

    const postLink = recent.getByRole("link", { name: /^Parks & People/ });
    await expect(postLink).toHaveAttribute("target", "_blank");
    await expect(postLink).toHaveAttribute("rel", /noopener/);

    const viewAll = page.getByRole("link", { name: /View All Articles/ });
    await expect(viewAll).toHaveAttribute("href", "https://worldurbanparks.org/blog/");
    await expect(viewAll).toHaveAttribute("target", "_blank");

    for (const topic of ["Sustainability", "Design", "Community", "Innovation"]) {
      await expect(page.getByRole("heading", { name: topic, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test("shows skeletons while the feed loads: one featured and five in the list", async ({
    page,
    context,
  }) => {
    await setFeedFaults(context, [{ path: "/posts", delayMs: 4000 }]);
    await page.goto("/blog");
    await expect(page.getByTestId("card-skeleton")).toHaveCount(6);
    await expect(page.getByRole("region", { name: "Recent Articles" }).getByRole("listitem")).toHaveCount(6, {
      timeout: 10_000,
    });
    await expect(page.getByTestId("card-skeleton")).toHaveCount(0);
  });

  test("says there is no featured article when the feed is empty", async ({ page, context }) => {
    await setFeedFaults(context, [{ path: "/posts", kind: "empty" }]);
    await page.goto("/blog");
    await expect(page.getByText("No featured article available at the moment.")).toBeVisible();
  });

  test("reports a body that is not a list", async ({ page, context }) => {
    await setFeedFaults(context, [{ path: "/posts", kind: "not-a-list" }]);
    await page.goto("/blog");
    await expect(page.getByText("Error: Invalid posts data received from API")).toBeVisible(AFTER_RETRIES);
  });

  test.describe("when the feed fails", () => {
    test.use({ allowedConsoleErrors: [FAILED_REQUEST_LOG] });

    test("shows the spec's messages after the retries, and Try Again recovers", async ({ page, context }) => {
      await setFeedFaults(context, [{ path: "/posts", status: 500, body: "Database unavailable" }]);
      await page.goto("/blog");

      const featured = page.getByRole("region", { name: "Featured Article" });
      await expect(featured.getByRole("heading", { name: "Unable to Load Featured Article" })).toBeVisible(
        AFTER_RETRIES,
      );
      const recent = page.getByRole("region", { name: "Recent Articles" });
      await expect(recent.getByRole("heading", { name: "Unable to Load Blog Posts" })).toBeVisible();
      await expect(
        recent.getByText("We're having trouble connecting to our blog. Please try again later."),
      ).toBeVisible();
      await expect(
        recent.getByText("Error: Failed to fetch blog posts: 500 Internal Server Error"),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await clearFeedFaults(context);
      await recent.getByRole("button", { name: "Try Again" }).click();
      await expect(recent.getByRole("listitem")).toHaveCount(6);
      await expect(featured.getByRole("heading", { name: /Nature‑Based Play/ })).toBeVisible();
    });
  });
});
