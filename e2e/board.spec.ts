import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test.describe("/board-of-directors", () => {
  test("has a back link to governance and 24 members with role, country and initials", async ({ page }) => {
    await page.goto("/board-of-directors");
    await expect(page.getByRole("link", { name: "Back to Governance" })).toHaveAttribute(
      "href",
      "/governance",
    );
    const names = page.getByRole("heading", { level: 4 });
    await expect(names).toHaveCount(24);
    await expect(page.getByText("24 board members")).toBeVisible();

    const chair = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Tim Geyer" }) });
    await expect(chair).toContainText("Chair");
    await expect(chair).toContainText("Queanbeyan-Palerang Regional Council");
    await expect(chair).toContainText("Australia");
    await expect(chair.getByText("TG", { exact: true })).toBeVisible();
    for (const role of ["Past Chair", "Deputy Chair", "Treasurer"])
      await expect(page.getByText(role, { exact: true })).toBeVisible();
  });

  test("shows self-hosted flags that load from the site itself", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.hostname !== "127.0.0.1") outside.push(request.url());
    });
    await page.goto("/board-of-directors");
    const chair = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Tim Geyer" }) });
    await chair.scrollIntoViewIfNeeded();
    const flag = chair.locator("img");
    await expect(flag).toHaveAttribute(
      "src",
      /^(http:\/\/127\.0\.0\.1:\d+)?\/board-of-directors\/flags\/au\.svg$/,
    );
    await expect
      .poll(() => flag.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(outside, "requests to other sites").toEqual([]);
  });

  test.describe("when flag images fail", () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test("falls back to emoji flags, accessibly", async ({ page }) => {
      await page.route("**/board-of-directors/flags/**", (route) => route.abort());
      await page.goto("/board-of-directors");
      await waitForHydration(page);
      const chair = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "Tim Geyer" }) });
      await chair.scrollIntoViewIfNeeded();
      await expect(chair.getByText("🇦🇺")).toBeVisible();
      await expect(chair.locator("img")).toBeHidden();
      await expectNoAxeViolations(page);
    });
  });
});
