import { loadDataset } from "@/lib/content/load";
import { initialsOf } from "@/lib/initials";
import { defined } from "@/test/events";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/** The board as content/board/ lists it; the first is the one the page leads with (the Chair). */
const board = loadDataset("board");
const first = defined(board[0], "board member");

/** The emoji flag of an ISO 3166-1 alpha-2 code, from its regional-indicator letters ("AU" → 🇦🇺). */
const emojiFlag = (code: string) =>
  String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

test.describe("/board-of-directors", () => {
  test("has a back link to governance and every member with role, country and initials", async ({ page }) => {
    await page.goto("/board-of-directors");
    await expect(page.getByRole("link", { name: "Back to Governance" })).toHaveAttribute(
      "href",
      "/governance",
    );
    const names = page.getByRole("heading", { level: 4 });
    await expect(names).toHaveCount(board.length);
    await expect(page.getByText(`${board.length} board members`)).toBeVisible();

    for (const member of board) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: member.name, exact: true }) });
      await expect(card).toContainText(member.position);
      await expect(card).toContainText(member.location);
      if (member.organization) await expect(card).toContainText(member.organization);
    }
    const lead = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: first.name, exact: true }) });
    await expect(lead.getByText(first.position, { exact: true })).toBeVisible();
    await expect(lead.getByText(initialsOf(first.name), { exact: true })).toBeVisible();
  });

  test("shows self-hosted flags that load from the site itself", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.hostname !== "127.0.0.1") outside.push(request.url());
    });
    await page.goto("/board-of-directors");
    const lead = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: first.name, exact: true }) });
    await lead.scrollIntoViewIfNeeded();
    const flag = lead.locator("img");
    await expect(flag).toHaveAttribute(
      "src",
      new RegExp(
        `^(http://127\\.0\\.0\\.1:\\d+)?/board-of-directors/flags/${first.countryCode.toLowerCase()}\\.svg$`,
      ),
    );
    await expect
      .poll(() => flag.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(outside, "requests to other sites").toEqual([]);
  });

  test.describe("when flag images fail", () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test("falls back to emoji flags, accessibly", async ({ page }) => {
      await page.route("**/board-of-directors/flags/**", (route) => route.abort());
      await page.goto("/board-of-directors");
      await waitForHydration(page);
      const lead = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: first.name, exact: true }) });
      await lead.scrollIntoViewIfNeeded();
      await expect(lead.getByText(emojiFlag(first.countryCode))).toBeVisible();
      await expect(lead.locator("img")).toBeHidden();
      await expectNoAxeViolations(page);
    });
  });
});
