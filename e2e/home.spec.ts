import { resourceTeaser } from "@/src/data/feeds";
import { homeEvents, homeStats, homeStatsLabel } from "@/src/data/home";
import { contact, socialLinks } from "@/src/data/site";
import type { Stat } from "@/content/types";
import { phaseOn } from "@/lib/as-of";
import { formatCount } from "@/lib/count-up";
import { formatMonthFirstDays } from "@/lib/event-dates";
import { loadDataset, loadEvents } from "@/lib/content/load";
import { datesOf, presentedEvents, yearOf } from "@/lib/events";
import { defined } from "@/test/events";

import { counterFrames, expectCountedUp, recordCounterFrames } from "./counters";
import { expect, test, waitForHydration } from "./fixtures";
import { E2E_FEED_ORIGIN, E2E_SITE_DATE } from "./ports";

/** The events out/ presents, built as of E2E_SITE_DATE, and each one's state on that day. */
const presented = presentedEvents(loadEvents(), E2E_SITE_DATE);
const { awards, symposium, studyTour } = presented;
const phaseOfDay = (event: Parameters<typeof datesOf>[0]) => phaseOn(datesOf(event), E2E_SITE_DATE);
const symposiumLink = `Learn More about the ${yearOf(symposium)} Symposium in ${symposium.city}`;
const members = defined(
  homeStats.find((stat) => stat.label === "Members"),
  "home counter of members",
);

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
  });

  test("shows the hero, then its sections in the spec's order", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Shape the Future of Urban Parks");
    await expect(
      main.getByText(
        "Connect, learn and join the global community of parks, public spaces and recreation professionals.",
      ),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Start Your Journey" })).toHaveAttribute(
      "href",
      "/membership",
    );

    const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
    const order = [
      "Why Join",
      "Free Resources",
      "Exclusive Member Benefits",
      "Ready to Transform Your Career?",
      "Join Our Global Events",
    ].map((title) => headings.indexOf(title));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test("the resource cards show their feed's latest image once they come into view", async ({ page }) => {
    const teaser = page.getByRole("region", { name: resourceTeaser.heading });
    await teaser.scrollIntoViewIfNeeded();
    for (const card of resourceTeaser.cards) {
      const item = teaser
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: card.title }) });
      const image = item.locator("img").first();
      // The sample feed's featured images, served from the feed's host.
      await expect(image).toHaveAttribute("src", new RegExp(`^${E2E_FEED_ORIGIN}/wp-content/uploads/`));
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test("counters count up to the home page's figures, each with its label", async ({ page }) => {
    const counters = page.getByRole("region", { name: homeStatsLabel });
    await counters.scrollIntoViewIfNeeded();
    await expect(counters.locator("[data-count-up]")).toHaveCount(homeStats.length);
    await expect(counters.locator("[data-count-up-final]")).toHaveText(homeStats.map(statText));
    await expectCountedUp(counters);
    await expect(counters.getByRole("term")).toHaveText(homeStats.map((stat) => stat.label));
  });

  test("'Why Join' lists the six benefits and 'Free Resources' one card per resource", async ({ page }) => {
    const whyJoin = page.getByRole("region", { name: "Why Join" });
    await expect(whyJoin.getByRole("heading", { level: 3 })).toHaveText([
      "Global Network",
      "Expert Learning",
      "Sustainability Focus",
      "Innovation Hub",
      "Recognition",
      "Global Impact",
    ]);
    const resources = page.locator("section#resources");
    await expect(resources.getByRole("heading", { level: 2 })).toHaveText("Free Resources");
    // One card, one link and one picture per file of content/free-resources/.
    const count = loadDataset("freeResources").length;
    await expect(resources.getByRole("listitem")).toHaveCount(count);
    await expect(resources.getByRole("link")).toHaveCount(count);
    await resources.scrollIntoViewIfNeeded();
    const images = resources.locator("img");
    await expect(images).toHaveCount(count);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test("member benefits link to the external library and activity pages and to /webinars", async ({
    page,
  }) => {
    const benefits = page.getByRole("region", { name: "Exclusive Member Benefits" });
    await expect(
      benefits.getByText("Unlock premium resources and connect with the global community"),
    ).toBeVisible();
    for (const name of ["Explore Content", "Connect Now"]) {
      const link = benefits.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(benefits.getByRole("link", { name: "Join Training" })).toHaveAttribute("href", "/webinars");
  });

  test("'View Events' scrolls smoothly to the events without leaving the page", async ({ page }) => {
    await page.evaluate(() => {
      (window as Window & { __stayed?: boolean }).__stayed = true;
    });
    const link = page.getByRole("region", { name: "Exclusive Member Benefits" }).getByRole("link", {
      name: "View Events",
    });
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await link.click();
    const events = page.locator("section#community");
    await expect(events).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => (window as Window & { __stayed?: boolean }).__stayed)).toBe(true);
  });

  test("'Become a Member Today' goes to /membership and lands at the top", async ({ page }) => {
    const cta = page.getByRole("link", { name: "Become a Member Today" });
    await cta.scrollIntoViewIfNeeded();
    await expect(
      page.getByText(
        `Join over ${members.value.toLocaleString("en-US")} professionals creating the future of urban parks`,
      ),
    ).toBeVisible();
    await cta.click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the events section has Awards, Symposium and a disabled Study Tour card", async ({ page }) => {
    // The spec's states, before the events: out/ is built as of a day on which the awards take
    // applications and the symposium and the study tour are still to come.
    expect(phaseOfDay(awards), `the ${awards.name} on ${E2E_SITE_DATE}`).toBe("open");
    expect(["upcoming", "open"], `${symposium.name} on ${E2E_SITE_DATE}`).toContain(phaseOfDay(symposium));
    expect(["upcoming", "open"], `${studyTour.name} on ${E2E_SITE_DATE}`).toContain(phaseOfDay(studyTour));
    const events = page.getByRole("region", { name: "Join Our Global Events" });
    await expect(events.getByRole("heading", { level: 3 })).toHaveText(
      homeEvents(presented, { hasProgramme: true }).map((event) => event.title),
    );

    const apply = events.getByRole("link", { name: /Apply Now/ });
    await expect(apply).toHaveAttribute("href", awards.links.apply.href);
    await expect(apply).toHaveAttribute("target", "_blank");
    await expect(apply).toHaveAttribute("rel", "noopener noreferrer");
    await expect(events.getByText("Applications")).toBeVisible();

    const learnMore = events.getByRole("link", { name: symposiumLink });
    await expect(learnMore).toHaveAttribute("href", "/symposium");
    await expect(events.getByText(symposium.city, { exact: true })).toBeVisible();

    await expect(events.getByText(formatMonthFirstDays(studyTour))).toBeVisible();
    await expect(events.getByText(`Limited to ${studyTour.capacity} participants`)).toBeVisible();
    await expect(events.getByRole("link", { name: /Coming Soon/ })).toHaveCount(0);
    const comingSoon = events.getByRole("button", { name: "Coming Soon" });
    await expect(comingSoon).toBeDisabled();
    await expect(comingSoon).toHaveAttribute("aria-disabled", "true");
    await comingSoon.click({ force: true });
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("the Study Tour action is skipped by the keyboard @desktop", async ({ page }) => {
    const learnMore = page.getByRole("link", { name: symposiumLink });
    await learnMore.focus();
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? "");
    expect(focused).not.toContain("Coming Soon");
  });

  test("carries Organization structured data that parses", async ({ page }) => {
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json ?? "{}") as Record<string, unknown>;
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe("World Urban Parks");
    expect(data.email).toBe(contact.email.address);
    expect(data.address).toMatchObject({ addressLocality: contact.address.locality });
    expect(String(data.logo)).toMatch(/^https?:\/\/.+\/generated\/logo\.png$/);
    expect(data.sameAs).toEqual(socialLinks.map((social) => social.href));
  });
});

/** A counter's final text, as the build writes it from the content (prefix, number, suffix). */
const statText = (stat: Stat) => `${stat.prefix ?? ""}${formatCount(stat.value)}${stat.suffix ?? ""}`;

const zeroText = (stat: Stat) => statText({ ...stat, value: 0 });

test.describe("home counters in view at load", () => {
  const first = homeStats[0];

  test("hold and show 0 from the first frame, count up once and never show the final value before the end", async ({
    page,
  }) => {
    await recordCounterFrames(page);
    await page.goto("/");
    await expect(page.locator("[data-count-up]").first()).toBeInViewport();
    await expect
      .poll(async () => (await counterFrames(page)).at(-1)?.shown, { timeout: 8_000 })
      .toBe(statText(first));
    const frames = await counterFrames(page);
    const story = frames.map((frame) => `${frame.digits}/${frame.shown}`).join(" → ");
    // The digits' own text, not only what CSS paints over it: before this fix the document held
    // the final value until React took over, then 0 (hidden by a painted 0 in Chromium only).
    expect(frames[0], `first frame of ${story}`).toEqual({ digits: zeroText(first), shown: zeroText(first) });
    const numbers = frames.map((frame) => Number.parseInt(frame.digits.replace(/\D/g, ""), 10));
    expect(numbers.every(Number.isFinite), `every frame holds a number: ${story}`).toBe(true);
    expect(
      [...numbers].sort((a, b) => a - b),
      `never goes down: ${story}`,
    ).toEqual(numbers);
    expect(
      frames.slice(0, -1).every((frame) => frame.shown !== statText(first)),
      `the final value shows only at the end: ${story}`,
    ).toBe(true);
    // Once: seen again, it stays at its final value.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.waitForTimeout(200);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.waitForTimeout(200);
    expect((await counterFrames(page)).length).toBe(frames.length);
  });

  test("keep their width while counting: nothing moves", async ({ page }) => {
    await page.goto("/");
    const counters = page.locator("[data-count-up]");
    const widths = () =>
      counters.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
    const before = await widths();
    await expectCountedUp(page.getByRole("region", { name: homeStatsLabel }));
    expect(await widths()).toEqual(before);
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("show the final value in every frame", async ({ page }) => {
      await recordCounterFrames(page);
      await page.goto("/");
      await waitForHydration(page);
      await page.waitForTimeout(500);
      const shown = (await counterFrames(page)).map((frame) => frame.shown);
      expect([...new Set(shown)]).toEqual([statText(first)]);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("show the final value", async ({ page }) => {
      await page.goto("/");
      const counters = page.getByRole("region", { name: homeStatsLabel });
      await expect(counters.locator("[data-count-up-final]")).toHaveText(homeStats.map(statText));
      for (const box of await counters.locator("[data-count-up-final]").all())
        await expect(box).toBeVisible();
      for (const digits of await counters.locator("[data-count-up-digits]").all())
        await expect(digits).toBeHidden();
    });
  });
});
