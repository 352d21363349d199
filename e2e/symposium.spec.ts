import { expect, test, waitForHydration } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.goto("/symposium");
  await waitForHydration(page);
});

test("states the dates and venue, with highlights and registration status", async ({ page }) => {
  const main = page.getByRole("main");
  for (const text of ["8-10 October 2025", "Istanbul Fair Centre", "Istanbul, Türkiye"])
    await expect(main).toContainText(text);
  for (const highlight of ["Keynote speakers", "Concurrent sessions", "Awards ceremony"])
    await expect(page.getByRole("heading", { level: 3, name: highlight })).toBeVisible();
  await expect(main).toContainText("Registration opens February 2025");
  await expect(main).toContainText("Early bird opens soon");
});

test("Register Now and Register Interest open external pages in a new tab", async ({ page }) => {
  const hero = page.getByRole("region", { name: "Symposium 2025" });
  for (const name of [/^Register Now/, /^Register Interest/]) {
    const link = hero.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("View Program goes to the programme", async ({ page }) => {
  await page
    .getByRole("region", { name: "Symposium 2025" })
    .getByRole("link", { name: /^View Program/ })
    .click();
  await expect(page).toHaveURL(/\/symposium-program$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Symposium Programme");
});

test("carries Event structured data for the symposium", async ({ page }) => {
  const json = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = json
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d["@type"] === "Event");
  expect(event).toMatchObject({
    name: "World Urban Parks 2025 Symposium",
    startDate: "2025-10-08",
    endDate: "2025-10-10",
    location: {
      name: "Istanbul Fair Centre",
      address: { addressLocality: "Istanbul", addressCountry: "TR" },
    },
  });
});
