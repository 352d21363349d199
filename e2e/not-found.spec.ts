import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("unknown paths", () => {
  test.use({ allowedConsoleErrors: [/404 \(Not Found\)/] });

  test("show the not-found page with status 404 and a way back", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Browse the site map" })).toHaveAttribute("href", "/sitemap");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("banner")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a nested unknown path is a 404 too", async ({ page }) => {
    const response = await page.goto("/wup-awards/2031");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  });
});
