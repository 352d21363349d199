import { pageList } from "@/src/data/pages";
import { heroSceneOf } from "@/src/data/hero-scenes";
import { absoluteUrl, fullTitle } from "@/src/data/metadata";

import { expect, expectNoAxeViolations, test } from "./fixtures";

/** The phone widths the site is laid out for, the narrowest first (the phone project opens at 390). */
const PHONE_WIDTHS_PX = [320, 360, 390] as const;

/**
 * Every route of the site, at phone and desktop size: served with 200, its one h1, its own
 * title, description and canonical, social cards, no console errors and zero axe violations;
 * on the phone, no sideways scrolling at 320, 360 or 390 px either.
 */
for (const page of pageList) {
  test(`${page.path} renders its hero and metadata, accessibly`, async ({ page: tab }, testInfo) => {
    const response = await tab.goto(page.path);
    expect(response?.status()).toBe(200);

    await expect(tab.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.hero.title);
    // Its section's own drawing (docs/decisions/visual-identity.md).
    await expect(tab.locator("[data-hero-scene]")).toHaveAttribute("data-hero-scene", heroSceneOf(page));
    await expect(tab).toHaveTitle(fullTitle(page.title));
    await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(page.path));
    await expect(tab.locator('meta[name="description"]')).toHaveAttribute("content", page.description);
    await expect(tab.locator('meta[name="keywords"]')).toHaveAttribute("content", page.keywords.join(","));
    await expect(tab.locator('meta[property="og:url"]')).toHaveAttribute("content", absoluteUrl(page.path));
    await expect(tab.locator('meta[property="og:title"]')).toHaveAttribute("content", fullTitle(page.title));
    await expect(tab.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

    await expect(tab.getByRole("banner")).toBeVisible();
    await expect(tab.getByRole("contentinfo")).toBeVisible();
    await expectNoAxeViolations(tab);

    if (testInfo.project.name === "phone") {
      // On a phone, content wider than the screen widens the layout viewport itself (innerWidth
      // grows with it), so compare with the screen's width, not with innerWidth.
      const [narrowest] = PHONE_WIDTHS_PX;
      await tab.setViewportSize({ width: narrowest, height: 740 });
      await tab.reload();
      for (const phoneWidth of PHONE_WIDTHS_PX) {
        await tab.setViewportSize({ width: phoneWidth, height: 740 });
        const width = await tab.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${page.path} scrolls sideways on a ${phoneWidth} px phone`).toBeLessThanOrEqual(
          phoneWidth,
        );
      }
    }
  });
}

test("sitemap.xml lists every route with the site's address, and robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const entry of pageList) expect(sitemap).toContain(`<loc>${absoluteUrl(entry.path)}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
});
