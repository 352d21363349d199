import { expect, test } from "./fixtures";

test.describe("/staff", () => {
  test("counts 7 team members, 1 country and 7 departments", async ({ page }) => {
    await page.goto("/staff");
    const stats = page.locator('dl[aria-label="The team in numbers"]');
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.locator("[data-count-up-digits]")).toHaveText(["7", "1", "7"]);
    await expect(stats.getByRole("term")).toHaveText(["Team members", "Country", "Departments"]);
  });

  test("shows seven cards with role, location, responsibilities, background and an email link", async ({
    page,
  }) => {
    await page.goto("/staff");
    const cards = page
      .getByRole("region", { name: "Meet the team" })
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 3 }),
      });
    await expect(cards).toHaveCount(7);
    const ceo = cards.filter({ hasText: "Luis Romahn" });
    await expect(ceo).toContainText("Chief Executive Officer");
    await expect(ceo).toContainText("Mexico");
    await expect(ceo.getByRole("heading", { name: "Responsibilities" })).toBeVisible();
    await expect(ceo.getByRole("heading", { name: "Background" })).toBeVisible();
    await expect(ceo.getByText("LR", { exact: true })).toBeVisible();
    await expect(ceo.getByRole("link", { name: "Contact Luis Romahn via the office" })).toHaveAttribute(
      "href",
      "mailto:office@worldurbanparks.org",
    );
    await expect(
      cards
        .filter({ hasText: "Daniela Ortiz" })
        .getByRole("link", { name: "Email Daniela Ortiz", exact: true }),
    ).toHaveAttribute("href", "mailto:daniela.ortiz@example.org");
  });

  test("states what is known: no research notes, no line for an unpublished location", async ({ page }) => {
    await page.goto("/staff");
    const cards = page
      .getByRole("region", { name: "Meet the team" })
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 3 }),
      });
    const ceo = cards.filter({ hasText: "Luis Romahn" });
    await expect(ceo).toContainText("Luis is the association's Chief Executive Officer.");
    await expect(ceo).not.toContainText(/\bby 20\d\d\b/);
    const coordinator = cards.filter({ hasText: "Vitoria Martín Delgado" });
    await expect(coordinator.getByText("Global Secretariat Coordinator", { exact: true })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/not published/i);
  });

  test("ends with how to contact the office", async ({ page }) => {
    await page.goto("/staff");
    const contact = page.getByRole("region", { name: "Contact the office" });
    await expect(contact.getByRole("link", { name: "Email the office", exact: true })).toHaveAttribute(
      "href",
      "mailto:office@worldurbanparks.org",
    );
    await expect(contact).toContainText("Wellington");
    await contact.getByRole("link", { name: "Compare membership options" }).click();
    await expect(page).toHaveURL(/\/membership$/);
  });
});
