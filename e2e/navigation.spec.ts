import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { expectHittable } from "./hit";
import { expectPageBehindHeld } from "./page-behind";

const GROUPS = {
  About: [
    ["Who We Are", "/who-we-are"],
    ["Governance", "/governance"],
    ["Strategic Plan", "/strategic-plan"],
    ["Be a member", "/membership"],
  ],
  Resources: [
    ["Blog", "/blog"],
    ["PodParks", "/podparks"],
    ["Webinars", "/webinars"],
  ],
  Events: [
    ["Study Tour", "/study-tour"],
    ["Symposium", "/symposium"],
    ["Parks Week", "/parks-week"],
    ["WUP Awards", "/wup-awards"],
  ],
} as const;

test.describe("navigation bar on wide screens @desktop", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/who-we-are");
    await waitForHydration(page);
  });

  test("has the logo, three dropdowns, Community, Join Now and Log In", async ({ page }) => {
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: /World Urban Parks, home page/ })).toHaveAttribute(
      "href",
      "/",
    );
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const group of Object.keys(GROUPS))
      await expect(nav.getByRole("button", { name: group })).toBeVisible();
    const community = nav.getByRole("link", { name: /Community/ });
    await expect(community).toHaveAttribute("target", "_blank");
    await expect(banner.getByRole("link", { name: "Join Now" })).toHaveAttribute("href", "/membership");
    const login = banner.getByRole("link", { name: /Log In/ });
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("dropdowns open on click and list their pages", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [group, links] of Object.entries(GROUPS)) {
      const trigger = nav.getByRole("button", { name: group });
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      for (const [label, href] of links) {
        await expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", href);
      }
    }
    await nav.getByRole("button", { name: "Resources" }).click();
    await nav.getByRole("button", { name: "Resources" }).click();
    await expect(nav.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "false");
    await nav.getByRole("button", { name: "Resources" }).click();
    const library = nav.getByRole("link", { name: /Digital Library/ });
    await expect(library).toHaveAttribute("target", "_blank");
  });

  test("dropdowns open on hover", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Events" }).hover();
    await expect(nav.getByRole("link", { name: "Symposium" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Events" })).toHaveAttribute("aria-expanded", "true");
  });

  test("a click on a dropdown that hovering opened keeps it open, however late it comes", async ({
    page,
  }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const events = nav.getByRole("button", { name: "Events" });
    await events.hover();
    await expect(events).toHaveAttribute("aria-expanded", "true");
    await page.waitForTimeout(1000);
    await events.click();
    await expect(events).toHaveAttribute("aria-expanded", "true");
    await events.click();
    await expect(events).toHaveAttribute("aria-expanded", "false");
  });

  test("dropdowns work with the keyboard and Escape returns focus to the trigger", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "About" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Who We Are" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Governance" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(about).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole("button", { name: "Resources" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(nav.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "true");
  });

  test("marks the current page", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "About" }).click();
    await expect(nav.getByRole("link", { name: "Who We Are" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Governance" })).not.toHaveAttribute("aria-current", "page");
  });

  test("navigates to a page chosen from a dropdown, landing at its top", async ({ page }) => {
    await page.mouse.wheel(0, 400);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Events" }).click();
    await nav.getByRole("link", { name: "Parks Week" }).click();
    await expect(page).toHaveURL(/\/parks-week$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("World Parks Week");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("holds with WCAG text spacing from 1024 px up: nothing overflows and Join Now is whole", async ({
    page,
  }) => {
    // WCAG 2.2, 1.4.12 Text Spacing: the four values a reader's style sheet may set.
    const textSpacing =
      "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }" +
      " p { margin-bottom: 2em !important; }";
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await waitForHydration(page);
      await page.addStyleTag({ content: textSpacing });
      const bar = page.locator("[data-site-header] > .page-container");
      const { scrollWidth, clientWidth } = await bar.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth, `the bar's content at ${width} px`).toBeLessThanOrEqual(clientWidth);
      await expect(page.getByRole("banner").getByRole("link", { name: /^Join Now/ })).toBeInViewport({
        ratio: 1,
      });
      await expect(page.getByRole("banner").getByRole("button", { name: /^Search/ })).toBeInViewport({
        ratio: 1,
      });
    }
  });
});

test.describe("navigation bar on phones @phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/governance");
    await waitForHydration(page);
  });

  test("a hamburger toggles a menu grouped About, Resources, Events", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Main menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Main" });
    for (const [group, links] of Object.entries(GROUPS)) {
      const list = menu.getByRole("list", { name: group });
      for (const [label, href] of links)
        await expect(list.getByRole("link", { name: label })).toHaveAttribute("href", href);
    }
    await expect(menu.getByRole("link", { name: "Governance" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: /Community/ })).toHaveAttribute("target", "_blank");
    await expect(menu.getByRole("link", { name: "Join Now" })).toHaveAttribute("href", "/membership");
    await expect(menu.getByRole("link", { name: /Log In/ })).toHaveAttribute("target", "_blank");
    await toggle.click();
    await expect(menu).toBeHidden();
  });

  test("the menu scrolls when it is taller than the screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 420 });
    await page.getByRole("button", { name: "Main menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main" });
    const { scrollHeight, clientHeight, overflowY } = await menu.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
      overflowY: getComputedStyle(element).overflowY,
    }));
    expect(overflowY).toBe("auto");
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    await menu.getByRole("link", { name: /Log In/ }).scrollIntoViewIfNeeded();
    await expect(menu.getByRole("link", { name: /Log In/ })).toBeInViewport();
  });

  test("choosing a page closes the menu", async ({ page }) => {
    await page.getByRole("button", { name: "Main menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Symposium" }).click();
    await expect(page).toHaveURL(/\/symposium$/);
    await expect(page.getByRole("button", { name: "Main menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("choosing Digital Library (external) closes the menu", async ({ page, context }) => {
    await page.getByRole("button", { name: "Main menu" }).click();
    const popup = context.waitForEvent("page");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /Digital Library/ })
      .click();
    await (await popup).close();
    await expect(page.getByRole("button", { name: "Main menu" })).toHaveAttribute("aria-expanded", "false");
  });

  for (const [route, scrollY] of [
    ["/governance", 60],
    ["/", 900],
    ["/wup-awards/winners", 2000],
  ] as const) {
    test(`the menu opens on screen and works after the page has scrolled ${scrollY} px (${route})`, async ({
      page,
    }) => {
      await page.goto(route);
      await waitForHydration(page);
      await page.mouse.wheel(0, scrollY);
      await page.waitForFunction((y) => window.scrollY >= y - 1, scrollY);
      await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
      await page.getByRole("button", { name: "Main menu" }).tap();
      const menu = page.getByRole("navigation", { name: "Main" });
      await expectHittable(menu.getByRole("link", { name: "Who We Are" }));
      await expectHittable(menu.getByRole("link", { name: "Symposium" }));
      const box = await menu.boundingBox();
      expect(box?.height ?? 0, "the panel fills the screen below the bar").toBeGreaterThan(600);
      await menu.getByRole("link", { name: "Symposium" }).tap();
      await expect(page).toHaveURL(/\/symposium$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    });
  }

  test("Tab stays in the bar and the open menu, never in the page behind it", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Main menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Main" });
    const stops = (await menu.getByRole("link").count()) + 8;
    const inHeader: boolean[] = [];
    for (let index = 0; index < stops; index++) {
      await page.keyboard.press("Tab");
      inHeader.push(
        await page.evaluate(
          () =>
            document.activeElement?.closest("header") !== null || document.activeElement === document.body,
        ),
      );
    }
    expect(inHeader.every(Boolean), "every Tab stop is in the header or the browser's own").toBe(true);
    await expectPageBehindHeld(page, true);
    await page.keyboard.press("Escape");
    await expect(toggle).toBeFocused();
    // Closed again, the page behind is the next stop.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });

  test("Escape closes the menu and returns focus to the hamburger", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Main menu" });
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});

test("the bar takes its shadowed style after 50 px of scroll", async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 390, height: 480 });
  await page.goto("/strategic-plan");
  await waitForHydration(page);
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  expect(await header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe("none");
  await expect(header).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("a Skip to content link is the first stop for keyboard users", async ({ page }) => {
  await page.goto("/governance");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});

test("focused links show a visible focus ring", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return { width: style.outlineWidth, style: style.outlineStyle };
  });
  expect(outline).toEqual({ width: "3px", style: "solid" });
});

test("links to other pages fetch nothing until they are followed, then load the page", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/board-of-directors")) fetched.push(pathname);
  });
  await page.goto("/governance");
  await waitForHydration(page);
  const boardLink = page.getByRole("link", { name: /Board of Directors/ }).last();
  await boardLink.scrollIntoViewIfNeeded();
  await boardLink.hover();
  await page.waitForTimeout(300);
  expect(fetched, "nothing of the next page before the click").toEqual([]);

  await boardLink.click();
  await expect(page).toHaveURL(/\/board-of-directors$/);
  await expect(page.getByRole("heading", { level: 1, name: "Board of Directors" })).toBeVisible();
});

test.describe("in-page jumps land the section just below the bar", () => {
  const sectionTop = (page: Page, id: string) =>
    page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top));

  test("following an in-page link", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const link = page.getByRole("region", { name: "Exclusive Member Benefits" }).getByRole("link", {
      name: "View Events",
    });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect.poll(() => sectionTop(page, "community")).toBeGreaterThanOrEqual(64);
    await expect.poll(() => sectionTop(page, "community")).toBeLessThanOrEqual(64 + 32);
  });

  test("opening an address with a #section", async ({ page }) => {
    await page.goto("/#resources");
    await waitForHydration(page);
    await expect.poll(() => sectionTop(page, "resources")).toBeGreaterThanOrEqual(64);
    await expect.poll(() => sectionTop(page, "resources")).toBeLessThanOrEqual(64 + 32);
  });
});

test("the search dialog opens on screen after the page has scrolled", async ({ page }) => {
  await page.goto("/wup-awards/winners");
  await waitForHydration(page);
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => window.scrollY > 1000);
  await page
    .getByRole("button", { name: /Search/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expectHittable(dialog.getByRole("searchbox", { name: "Search for" }));
});
