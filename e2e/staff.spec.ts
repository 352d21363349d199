import { contact } from "@/src/data/site";
import { loadDataset } from "@/lib/content/load";
import { initialsOf } from "@/lib/initials";
import { defined } from "@/test/events";

import { expectCountedUp } from "./counters";
import { expect, test } from "./fixtures";

/** The team as content/staff/ lists it, and what the page counts from it. */
const staff = loadDataset("staff");
const countries = new Set(staff.flatMap((member) => (member.location ? [member.location.country] : [])));
const departments = new Set(staff.map((member) => member.department));
const lead = defined(staff[0], "staff member");
const office = `mailto:${contact.email.address}`;

test.describe("/staff", () => {
  test("counts the team members, their countries and departments", async ({ page }) => {
    await page.goto("/staff");
    const stats = page.locator('dl[aria-label="The team in numbers"]');
    await stats.scrollIntoViewIfNeeded();
    await expectCountedUp(stats);
    await expect(stats.locator("[data-count-up-digits]")).toHaveText([
      String(staff.length),
      String(countries.size),
      String(departments.size),
    ]);
    await expect(stats.getByRole("term")).toHaveText([
      "Team members",
      countries.size === 1 ? "Country" : "Countries",
      "Departments",
    ]);
  });

  test("shows a card per member with role, location, responsibilities, background and an email link", async ({
    page,
  }) => {
    await page.goto("/staff");
    const cards = page
      .getByRole("region", { name: "Meet the team" })
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 3 }),
      });
    await expect(cards).toHaveCount(staff.length);
    for (const member of staff) {
      const card = cards.filter({
        has: page.getByRole("heading", { level: 3, name: member.name, exact: true }),
      });
      await expect(card).toContainText(member.position);
      if (member.location) await expect(card).toContainText(member.location.label);
      await expect(card.getByRole("heading", { name: "Responsibilities" })).toBeVisible();
      await expect(card.getByRole("heading", { name: "Background" })).toBeVisible();
      await expect(card.getByText(initialsOf(member.name), { exact: true })).toBeVisible();
      // Staff who publish no address of their own are reached through the office.
      const email =
        `mailto:${member.email}` === office
          ? card.getByRole("link", { name: `Contact ${member.name} via the office`, exact: true })
          : card.getByRole("link", { name: `Email ${member.name}`, exact: true });
      await expect(email).toHaveAttribute("href", `mailto:${member.email}`);
    }
  });

  test("states what is known: no research notes, no line for an unpublished location", async ({ page }) => {
    await page.goto("/staff");
    const cards = page
      .getByRole("region", { name: "Meet the team" })
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 3 }),
      });
    const first = cards.filter({
      has: page.getByRole("heading", { level: 3, name: lead.name, exact: true }),
    });
    await expect(first).toContainText(lead.background);
    await expect(first).not.toContainText(/\bby 20\d\d\b/);
    for (const member of staff.filter((entry) => !entry.location)) {
      const card = cards.filter({
        has: page.getByRole("heading", { level: 3, name: member.name, exact: true }),
      });
      // The position stands alone, with no location after it.
      await expect(card.getByText(member.position, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main")).not.toContainText(/not published/i);
  });

  test("ends with how to contact the office", async ({ page }) => {
    await page.goto("/staff");
    const contactSection = page.getByRole("region", { name: "Contact the office" });
    await expect(contactSection.getByRole("link", { name: "Email the office", exact: true })).toHaveAttribute(
      "href",
      office,
    );
    await expect(contactSection).toContainText(contact.address.locality);
    await contactSection.getByRole("link", { name: "Compare membership options" }).click();
    await expect(page).toHaveURL(/\/membership$/);
  });
});
