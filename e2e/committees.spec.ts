import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const COMMITTEES = [
  "Children, Play & Nature",
  "Large Parks",
  "Climate Change & Resilience",
  "Healthy Parks, Healthy Cities",
  "Ageing, Well-being & Parks",
  "Cemeteries as Green Infrastructure",
];

test.describe("/committees", () => {
  test("shows six committees with header image, leaders and key activities", async ({ page }) => {
    await page.goto("/committees");
    const committees = page.getByRole("article");
    await expect(committees).toHaveCount(6);
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(COMMITTEES);
    await expect(page.getByRole("heading", { name: "Leaders", level: 4 })).toHaveCount(6);
    await expect(page.getByRole("heading", { name: "Key activities", level: 4 })).toHaveCount(6);

    const healthy = page.getByRole("article", { name: "Healthy Parks, Healthy Cities" });
    await expect(healthy).toContainText("Kristen Jackson");
    await expect(healthy).toContainText("Australia");
    await healthy.scrollIntoViewIfNeeded();
    const header = healthy.locator("img").first();
    await expect(header).toHaveAttribute("src", /committee-healthy-parks-healthy-cities\.webp$/);
    await expect
      .poll(() => header.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    const join = page.getByRole("link", { name: "Email the office to join a committee", exact: true });
    await expect(join).toHaveAttribute("href", /^mailto:office@worldurbanparks\.org\?subject=/);
  });

  test("shows what is known about each leader and leaves out what is not", async ({ page }) => {
    await page.goto("/committees");
    const children = page.getByRole("article", { name: "Children, Play & Nature" });
    const leader = children.getByRole("listitem").filter({ hasText: "Amanda O'Rourke" });
    await expect(leader).toHaveText(/Amanda O'Rourke\s*Co-Chair$/);
    const main = page.getByRole("main");
    await expect(main).not.toContainText(/not published/i);
    await expect(main).not.toContainText(/reported/i);
  });

  test.describe("when images fail", () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test("shows 'Image not available' and initials instead, accessibly", async ({ page }) => {
      await page.route("**/generated/images/governance/**", (route) => route.abort());
      await page.route("**/board-of-directors/flags/**", (route) => route.abort());
      await page.goto("/committees");
      await waitForHydration(page);
      const large = page.getByRole("article", { name: "Large Parks" });
      await large.scrollIntoViewIfNeeded();
      await expect(large.getByText("Image not available")).toBeVisible();
      await expect(large.getByText("RM", { exact: true })).toBeVisible();
      await expect(large.getByText("🇳🇴")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
