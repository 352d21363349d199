import { expect, test } from "./fixtures";

const PANEL = { Africa: 5, "Asia Pacific": 4, Europe: 6, "Latin America": 4, "North America": 3 };

test("/wup-awards/judges introduces 22 judges by region, each with a mailto link", async ({ page }) => {
  await page.goto("/wup-awards/judges");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Judging Panel");
  await expect(page.getByRole("heading", { level: 2, name: "Meet Our Judges" })).toBeVisible();
  await expect(page.getByText("22 distinguished professionals from across the globe")).toBeVisible();

  for (const [region, count] of Object.entries(PANEL)) {
    const group = page.getByRole("region", { name: region });
    await expect(group).toContainText(`${count} Judges`);
    await expect(group.getByRole("listitem")).toHaveCount(count);
  }

  const mail = page.locator("main").getByRole("link", { name: /@example\.org$/ });
  await expect(mail).toHaveCount(22);
  const first = mail.first();
  await expect(first).toHaveAttribute("href", `mailto:${(await first.textContent())?.trim()}`);
  await expect(first).not.toHaveAttribute("target");
});
