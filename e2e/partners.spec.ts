import { loadDataset } from "@/lib/content/load";

import { contact as contacts } from "@/src/data/site";

import { expect, test } from "./fixtures";

const partners = loadDataset("partners");

test.describe("partners page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/partners");
  });

  test("presents every partner, grouped, with its role", async ({ page }) => {
    const list = page.getByRole("region", { name: "Our Partners" });
    for (const partner of partners) {
      await expect(list.getByRole("heading", { level: 4, name: partner.name })).toBeVisible();
      await expect(list.getByText(partner.role, { exact: true })).toBeVisible();
    }
    // A group is listed while a partner belongs to it.
    const groups = { Events: "Event partners", Programmes: "Programme partners" } as const;
    for (const [kind, group] of Object.entries(groups)) {
      const heading = list.getByRole("heading", { level: 3, name: new RegExp(group) });
      if (partners.some((partner) => partner.kind === kind)) await expect(heading).toBeVisible();
      else await expect(heading).toHaveCount(0);
    }
    for (const link of await list.getByRole("link").all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("explains how to become a partner and how to get in touch", async ({ page }) => {
    const how = page.getByRole("region", { name: "How to Become a Partner" });
    await expect(how.getByRole("heading", { level: 3 })).toHaveCount(5);
    await expect(how.getByRole("listitem").filter({ hasText: "Write to our office" })).toBeVisible();

    const contact = page.getByRole("region", { name: "Let's Talk" });
    await expect(contact.getByRole("link", { name: "Email the Partnerships Team" })).toHaveAttribute(
      "href",
      `mailto:${contacts.email.address}?subject=Partnership%20enquiry`,
    );
    await expect(contact.getByRole("link", { name: "Explore Organisational Membership" })).toHaveAttribute(
      "href",
      "/organizational-membership",
    );
  });
});
