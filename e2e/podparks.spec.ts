import { clearFeedFaults, FAILED_REQUEST_LOG, setFeedFaults, AFTER_RETRIES } from "./feed-faults";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("/podparks with the sample feed", () => {
  test("shows the latest episode, six more, the platforms and the stats", async ({ page }) => {
    await page.goto("/podparks");
    for (const platform of ["Spotify", "Apple Podcasts"]) {
      const link = page.getByRole("link", { name: new RegExp(`Listen on ${platform}`) });
      await expect(link).toHaveAttribute("target", "_blank");
    }
    for (const label of ["Episodes", "Seasons", "Downloads", "Countries"]) {
      await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    const latest = page.getByRole("region", { name: "Latest Episode" });
    await expect(
      latest.getByRole("heading", { name: "PodParks 40. Green Streets and the Park Next Door" }),
    ).toBeVisible();
    await expect(latest.getByText("November 12, 2026")).toBeVisible();
    await expect(page.getByRole("region", { name: "More Episodes" }).getByRole("listitem")).toHaveCount(6);
    await expect(page.getByText(/biweekly/i).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /View All Episodes/ })).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page);
  });

  test("shows six skeletons while loading", async ({ page, context }) => {
    await setFeedFaults(context, [{ path: "/categories", delayMs: 3000 }]);
    await page.goto("/podparks");
    await expect(page.getByTestId("card-skeleton")).toHaveCount(6);
    await expect(page.getByRole("region", { name: "Latest Episode" })).toBeVisible({ timeout: 10_000 });
  });

  test("says so when there are no episodes", async ({ page, context }) => {
    await setFeedFaults(context, [{ path: "/posts", kind: "empty" }]);
    await page.goto("/podparks");
    await expect(page.getByText("No episodes available at the moment.")).toBeVisible();
  });

  test.describe("when the feed fails", () => {
    test.use({ allowedConsoleErrors: [FAILED_REQUEST_LOG] });

    test("shows the spec's message after two retries, and Try Again recovers", async ({ page, context }) => {
      await setFeedFaults(context, [{ path: "/categories", status: 500, body: "" }]);
      await page.goto("/podparks");
      await expect(page.getByRole("heading", { name: "Unable to Load Episodes" })).toBeVisible(AFTER_RETRIES);
      await expect(
        page.getByText("We're having trouble connecting to our content. Please try again later."),
      ).toBeVisible();
      await clearFeedFaults(context);
      await page.getByRole("button", { name: "Try Again" }).click();
      await expect(page.getByRole("region", { name: "Latest Episode" })).toBeVisible();
    });
  });
});
