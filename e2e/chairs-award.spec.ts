import { loadDataset } from "@/lib/content/load";

import { disclosure, disclosureHeaders, expect, expectNoAxeViolations, expectOpen, test } from "./fixtures";

const chairsAwardEntries = loadDataset("chairsAward");
const YEARS = ["2024", "2023", "2022", "2021", "2020", "2019", "2018", "2017", "2016", "2015"];

test.describe("/wup-awards/chairs-award", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/wup-awards/chairs-award");
  });

  test("explains the award in three cards", async ({ page }) => {
    const about = page.getByRole("region", { name: "About the Chair's Award" });
    await expect(about.getByRole("heading", { level: 3 })).toHaveText([
      "Previous Winners",
      "Continuous Members",
      "Special Recognition",
    ]);
  });

  test("lists 2024 down to 2015 with award counts, 2024 open on arrival", async ({ page }) => {
    const years = disclosureHeaders(page.getByRole("region", { name: "Awards by Year" }));
    await expect(years).toHaveText(YEARS.map((year) => new RegExp(`^${year}\\d+ Awards?$`)));
    await expectOpen(disclosure(page, /^2024/).row, true);
    await expect(disclosure(page, /^2024/).header).toContainText("3 Awards");
    await expect(disclosure(page, /^2017/).header).toHaveText(/1 Award$/);
    await expect(page.getByText("Chris Rutherford")).toBeVisible();
    await expect(page.getByText("Bosque de Chapultepec")).toBeHidden();
  });

  test("opens one year at a time, and closes the open year when clicked", async ({ page }) => {
    const year2019 = disclosure(page, /^2019/);
    await year2019.header.click();
    await expectOpen(year2019.row, true);
    await expectOpen(disclosure(page, /^2024/).row, false);
    await expect(page.getByText("Bosque de Chapultepec")).toBeVisible();
    await expect(page.getByText("International Large Urban Parks – Gold").first()).toBeVisible();
    await expect(page.getByText("Chris Rutherford")).toBeHidden();
    await expectNoAxeViolations(page);

    await year2019.header.click();
    await expectOpen(year2019.row, false);
    await expect(page.locator("details[open]")).toHaveCount(0);

    await year2019.header.focus();
    await page.keyboard.press("Enter");
    await expectOpen(year2019.row, true);
  });

  test("opening a year below the open one keeps the clicked header where it was on screen", async ({
    page,
  }) => {
    await expectOpen(disclosure(page, /^2024/).row, true);
    const year2023 = disclosure(page, /^2023/).header;
    // Bring 2023's header to 300 px from the top of the window, below the open 2024 panel.
    await year2023.evaluate((header) => {
      const top = header.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - 300, behavior: "instant" });
    });
    const before = (await year2023.boundingBox())?.y ?? Number.NaN;
    expect(Math.abs(before - 300)).toBeLessThanOrEqual(2);

    await year2023.click();
    await expectOpen(disclosure(page, /^2023/).row, true);
    await expectOpen(disclosure(page, /^2024/).row, false);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const after = (await year2023.boundingBox())?.y ?? Number.NaN;
    expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
  });

  test("totals the awards over the ten years", async ({ page }) => {
    await expect(
      page.getByText(`${chairsAwardEntries.length} awards presented over 10 years (2015 to 2024).`),
    ).toBeVisible();
  });
});
