import { clearFeedFaults, FAILED_REQUEST_LOG, setFeedFaults, AFTER_RETRIES } from "./feed-faults";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("/webinars with the sample feed", () => {
  test("shows the next webinar and six of the recordings", async ({ page }) => {
    await page.goto("/webinars");
    const next = page.getByRole("region", { name: "Next Webinar" });
    await expect(next.getByRole("heading", { name: /Nature‑Based Play/ })).toBeVisible();
    const grid = page.getByRole("region", { name: "Watch Webinars" });
    await expect(grid.getByRole("listitem")).toHaveCount(6);
    const viewAll = page.getByRole("link", { name: /View All Webinars/ });
    await expect(viewAll).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page);
  });

  test("shows skeletons while loading", async ({ page, context }) => {
    await setFeedFaults(context, [{ path: "/categories", delayMs: 3000 }]);
    await page.goto("/webinars");
    await expect(page.getByTestId("card-skeleton")).toHaveCount(7);
    await expect(page.getByRole("region", { name: "Watch Webinars" }).getByRole("listitem")).toHaveCount(6, {
      timeout: 10_000,
    });
  });

  test("the next-webinar card says none is available when the category is missing", async ({
    page,
    context,
  }) => {
    await setFeedFaults(context, [{ path: "categories?slug=future-webinars", kind: "empty" }]);
    await page.goto("/webinars");
    const next = page.getByRole("region", { name: "Next Webinar" });
    await expect(next.getByRole("heading", { name: "No Webinars Available" })).toBeVisible(AFTER_RETRIES);
    await expect(next.getByText("Check back soon for our latest webinars.")).toBeVisible();
  });

  test.describe("when the feed fails", () => {
    test.use({ allowedConsoleErrors: [FAILED_REQUEST_LOG] });

    test("shows the spec's message with the error, and Try Again recovers", async ({ page, context }) => {
      await setFeedFaults(context, [{ path: "categories?slug=webinars", status: 500 }]);
      await page.goto("/webinars");
      const grid = page.getByRole("region", { name: "Watch Webinars" });
      await expect(grid.getByRole("heading", { name: "Unable to Load Webinar Posts" })).toBeVisible(
        AFTER_RETRIES,
      );
      await expect(
        grid.getByText("We're having trouble connecting to our webinar content. Please try again later."),
      ).toBeVisible();
      await expect(
        grid.getByText("Error: Failed to fetch categories: 500 Internal Server Error"),
      ).toBeVisible();
      await clearFeedFaults(context);
      await grid.getByRole("button", { name: "Try Again" }).click();
      await expect(grid.getByRole("listitem")).toHaveCount(6);
    });
  });
});
