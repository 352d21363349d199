import {
  disclosure,
  disclosureHeaders,
  expect,
  expectNoAxeViolations,
  expectOpen,
  test,
  waitForHydration,
  waitForIsland,
} from "./fixtures";

test.describe("programme tabs and sessions", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/symposium-program");
    await waitForHydration(page);
    await waitForIsland(page.getByRole("tablist", { name: "Symposium days" }));
  });

  test("day 1 is selected by default and each tab shows its session count", async ({ page }) => {
    const tabs = page.getByRole("tablist", { name: "Symposium days" }).getByRole("tab");
    await expect(tabs).toHaveCount(3);
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(0)).toContainText("8 sessions");
    await expect(tabs.nth(1)).toContainText("13 sessions");
    await expect(tabs.nth(2)).toContainText("13 sessions");
    const rows = page.getByRole("tabpanel").locator("details");
    await expect(rows).toHaveCount(8);
    for (const row of await rows.all()) await expectOpen(row, false);
  });

  test("arrow keys move between days and the day is kept in the address", async ({ page }) => {
    const tabs = page.getByRole("tablist", { name: "Symposium days" }).getByRole("tab");
    await tabs.nth(0).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(page).toHaveURL(/#day2$/);
    await expect(disclosureHeaders(page.getByRole("tabpanel"))).toHaveCount(13);
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(0)).toBeFocused();
    await expect(page).toHaveURL(/#day1$/);
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/#day3$/);
    await expectNoAxeViolations(page);
  });

  test("several rows open and close independently, showing description and speakers", async ({ page }) => {
    const panel = page.getByRole("tabpanel");
    const keynote = disclosure(panel, /Parks as Climate Infrastructure/);
    const workshop = disclosure(panel, /Measuring What Parks Deliver/);
    await expect(keynote.header).toContainText("11:00 - 11:45");
    await expect(keynote.header).toContainText("Keynote");
    await keynote.header.click();
    await workshop.header.click();
    await expectOpen(keynote.row, true);
    await expectOpen(workshop.row, true);
    await expect(keynote.row).toContainText("climate plan");
    await expect(keynote.row.getByRole("img", { name: "Portrait of Amara Osei" })).toBeVisible();
    await expect(keynote.row).toContainText("Dr Amara Osei");
    await expectNoAxeViolations(page);

    await keynote.header.click();
    await expectOpen(keynote.row, false);
    await expect(keynote.row.getByText("Dr Amara Osei")).toBeHidden();
    await expectOpen(workshop.row, true);

    await keynote.header.focus();
    await page.keyboard.press("Enter");
    await expectOpen(keynote.row, true);
  });

  test("the lunch and the cocktail never show speakers", async ({ page }) => {
    const panel = page.getByRole("tabpanel");
    for (const title of ["Lunch & Networking", "Cocktail for Exhibitors & Speakers"]) {
      const { header, row } = disclosure(panel, new RegExp(title));
      await header.click();
      await expectOpen(row, true);
      await expect(row.getByRole("paragraph").first()).toBeVisible();
      await expect(row.getByRole("heading", { name: /Speakers?/ })).toHaveCount(0);
      await expect(row.getByRole("img")).toHaveCount(0);
    }
  });

  test("a maps link to the venue and an external Register Now", async ({ page }) => {
    const venue = page.getByRole("region", { name: "Venue and registration" });
    const map = venue.getByRole("link", { name: /Istanbul Fair Centre in maps/ });
    await expect(map).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/.*Istanbul/);
    await expect(map).toHaveAttribute("target", "_blank");
    const register = venue.getByRole("link", { name: /^Register Now/ });
    await expect(register).toHaveAttribute("target", "_blank");
    await expect(register).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test("a linked day opens on that day", async ({ page }) => {
  await page.goto("/symposium-program#day3");
  await waitForHydration(page);
  await waitForIsland(page.getByRole("tablist", { name: "Symposium days" }));
  const tabs = page.getByRole("tablist", { name: "Symposium days" }).getByRole("tab");
  await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("World Urban Parks Awards Ceremony");
});

test.describe("speaker photos", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("a speaker without a photo, or whose photo fails, gets decorative initials, not an announced picture", async ({
    page,
  }) => {
    await page.route(/speaker-arata\.(webp|jpg)$/, (route) => route.abort());
    await page.goto("/symposium-program");
    await waitForHydration(page);
    const { header, row } = disclosure(page.getByRole("tabpanel"), /Measuring What Parks Deliver/);
    await header.click();
    const initials = row.locator('[data-avatar="placeholder"]').filter({ visible: true });
    await expect(initials).toHaveText(["PR", "KA"]);
    await expect(row.getByRole("img", { name: /placeholder/ })).toHaveCount(0);
    await expect(row.getByRole("img", { name: "Portrait of Kenji Arata" })).toHaveCount(0);
  });
});
