import { flagEmoji } from "@/src/components/governance/board/people";
import { loadDataset } from "@/lib/content/load";
import { initialsOf } from "@/lib/initials";
import { defined } from "@/test/events";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/** The committees of content/committees/, in page order: the test picks what it needs from them. */
const committees = loadDataset("committees");
const withCountry = defined(
  committees.find((committee) => committee.leaders.some((leader) => leader.country)),
  "committee with a leader whose country is known",
);
const leaderWithCountry = defined(
  withCountry.leaders.find((leader) => leader.country),
  "leader whose country is known",
);
const leaderWithoutCountry = committees
  .flatMap((committee) => committee.leaders.map((leader) => ({ committee, leader })))
  .find(({ leader }) => !leader.country);
const withFlag = defined(
  committees.find((committee) => committee.leaders.some((leader) => leader.countryCode)),
  "committee with a leader's flag",
);
const flagged = defined(
  withFlag.leaders.find((leader) => leader.countryCode),
  "leader with a flag",
);
/** The picture's file name as the build writes it: committee-large-parks.svg → committee-large-parks.webp. */
const pictureName = (file: string) => (file.split("/").at(-1) ?? file).replace(/\.svg$/, "");
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("/committees", () => {
  test("shows every committee with header image, leaders and key activities", async ({ page }) => {
    await page.goto("/committees");
    const articles = page.getByRole("article");
    await expect(articles).toHaveCount(committees.length);
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(
      committees.map((committee) => committee.name),
    );
    await expect(page.getByRole("heading", { name: "Leaders", level: 4 })).toHaveCount(committees.length);
    await expect(page.getByRole("heading", { name: "Key activities", level: 4 })).toHaveCount(
      committees.length,
    );

    const article = page.getByRole("article", { name: withCountry.name });
    await expect(article).toContainText(leaderWithCountry.name);
    await expect(article).toContainText(defined(leaderWithCountry.country, "country"));
    await article.scrollIntoViewIfNeeded();
    const header = article.locator("img").first();
    await expect(header).toHaveAttribute(
      "src",
      new RegExp(`${escaped(pictureName(withCountry.headerImage))}\\.webp$`),
    );
    await expect
      .poll(() => header.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    const join = page.getByRole("link", { name: "Email the office to join a committee", exact: true });
    await expect(join).toHaveAttribute("href", /^mailto:[^@]+@[^?]+\?subject=/);
  });

  test("shows what is known about each leader and leaves out what is not", async ({ page }) => {
    await page.goto("/committees");
    if (leaderWithoutCountry) {
      const { committee, leader } = leaderWithoutCountry;
      const item = page
        .getByRole("article", { name: committee.name })
        .getByRole("listitem")
        .filter({ hasText: leader.name });
      await expect(item).toHaveText(new RegExp(`${escaped(leader.name)}\\s*${escaped(leader.role)}$`));
    }
    const main = page.getByRole("main");
    await expect(main).not.toContainText(/not published/i);
    await expect(main).not.toContainText(/reported/i);
  });

  test.describe("when images fail", () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test("shows 'Image not available' and initials instead, accessibly", async ({ page }) => {
      await page.route("**/generated/images/governance/**", (route) => route.abort());
      await page.route("**/board-of-directors/flags/**", (route) => route.abort());
      await page.goto("/committees");
      await waitForHydration(page);
      const article = page.getByRole("article", { name: withFlag.name });
      await article.scrollIntoViewIfNeeded();
      await expect(article.getByText("Image not available")).toBeVisible();
      await expect(article.getByText(initialsOf(flagged.name), { exact: true }).first()).toBeVisible();
      await expect(
        article.getByText(flagEmoji(defined(flagged.countryCode, "country code"))).first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
