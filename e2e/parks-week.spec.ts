import { formatDayRange, nextParksWeek } from "@/lib/event-dates";
import { loadDataset } from "@/lib/content/load";

import { escapeRegExp } from "./content-expect";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.goto("/parks-week");
  await waitForHydration(page);
});

test("shows the next edition's dates, worked out from the last week of April", async ({ page }) => {
  const next = page.getByRole("region", { name: "Next edition" });
  await expect(next).toContainText(formatDayRange(nextParksWeek(new Date())));
  await expect(next).toContainText("Every year in the last week of April");
});

test("explains what it is, six activity groups and how to participate", async ({ page }) => {
  await expect(
    page.getByRole("region", { name: "A week for the parks on everyone's doorstep" }),
  ).toBeVisible();
  const activities = page.getByRole("region", { name: "Six ways to take part" });
  await expect(activities.getByRole("heading", { level: 3 })).toHaveCount(6);
  const participate = page.getByRole("region", { name: "Join in, wherever you are" });
  await expect(participate.getByRole("heading", { level: 3 })).toHaveText([
    "Cities and organisations",
    "Individuals",
  ]);
});

test("the toolkit's resources are disabled, marked Coming Soon and are not links", async ({ page }) => {
  const resources = page.getByRole("region", { name: "Toolkit for organisers" });
  await expect(resources.getByRole("link")).toHaveCount(0);
  const toolkit = loadDataset("parksWeekToolkit");
  await expect(resources.getByRole("button", { name: /Coming Soon/ })).toHaveCount(toolkit.length);
  for (const { title } of toolkit) {
    const button = resources.getByRole("button", {
      name: new RegExp(`Coming Soon\\W+${escapeRegExp(title)}`),
    });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-disabled", "true");
  }
  await expectNoAxeViolations(page, { include: "#resources" });
});

test("carries Event structured data for the next edition", async ({ page }) => {
  const json = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = json
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d["@type"] === "Event");
  expect(event?.name).toMatch(/^World Parks Week \d{4}$/);
  expect(String(event?.startDate)).toMatch(/^\d{4}-04-(2[4-9]|30)$/);
});
