import { footerJoinCall } from "@/src/data/navigation";
import { contact, externalLinks, phoneHref, site, socialLinks } from "@/src/data/site";

import { builtAsOf, escapeRegExp } from "./content-expect";
import { expect, test } from "./fixtures";

test.describe("footer", () => {
  test.beforeEach(async ({ page }) => page.goto("/membership"));

  test("shows the office's address, a phone link and the office e-mail", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator("address")).toContainText(contact.address.locality);
    await expect(footer.locator("address")).toContainText(contact.address.country);
    await expect(footer.getByRole("link", { name: /Phone:/ })).toHaveAttribute(
      "href",
      phoneHref(contact.phone.number),
    );
    await expect(
      footer.getByRole("link", { name: new RegExp(escapeRegExp(contact.email.address)) }),
    ).toHaveAttribute("href", `mailto:${contact.email.address}`);
  });

  test("has the Quick Links and Resources columns", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    await expect(quick.getByRole("link", { name: /About Us/ })).toHaveAttribute("target", "_blank");
    await expect(quick.getByRole("link", { name: "Membership" })).toHaveAttribute("href", "/membership");
    await expect(quick.getByRole("link", { name: /Resources/ })).toHaveAttribute(
      "href",
      externalLinks.blog.href,
    );
    const resources = footer.getByRole("navigation", { name: "Resources" });
    await expect(resources.getByRole("link", { name: "PodParks" })).toHaveAttribute("href", "/podparks");
    await expect(resources.getByRole("link", { name: /Events/ })).toHaveAttribute("target", "_blank");
    await expect(resources.getByRole("link", { name: /Awards/ })).toHaveAttribute("target", "_blank");
  });

  test("links to the social networks in new tabs", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    for (const { name: network } of socialLinks) {
      const link = footer.getByRole("link", { name: `World Urban Parks on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("opens with a call to join that leads to the membership page", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { level: 2, name: footerJoinCall.title })).toBeVisible();
    await expect(footer.getByRole("link", { name: footerJoinCall.action.label })).toHaveAttribute(
      "href",
      footerJoinCall.action.href,
    );
  });

  for (const width of [360, 1440]) {
    test(`keeps its social icons on one row at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const links = page
        .getByRole("contentinfo")
        .getByRole("link", { name: new RegExp(`^${escapeRegExp(site.name)} on `) });
      await expect(links).toHaveCount(socialLinks.length);
      const tops = await links.evaluateAll((found) => found.map((link) => link.getBoundingClientRect().top));
      expect(new Set(tops).size).toBe(1);
    });
  }

  test("ends with the copyright line of the build's year and links to the site map", async ({
    page,
    request,
    baseURL,
  }) => {
    const year = (await builtAsOf(request, baseURL ?? "")).slice(0, 4);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${year} World Urban Parks`);
    await expect(footer.getByRole("link", { name: "Site map" })).toHaveAttribute("href", "/sitemap");
  });
});
