import { judgeRegions } from "@/src/data/awards/judges";
import { loadDataset } from "@/lib/content/load";

import { expect, test } from "./fixtures";

/** The panel as content/judges/ lists it. */
const judges = loadDataset("judges");
const panel = judgeRegions
  .map((region) => ({ region, judges: judges.filter((judge) => judge.region === region) }))
  .filter((group) => group.judges.length > 0);

test("/wup-awards/judges introduces every judge by region, each with a mailto link", async ({ page }) => {
  await page.goto("/wup-awards/judges");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Judging Panel");
  await expect(page.getByRole("heading", { level: 2, name: "Meet Our Judges" })).toBeVisible();
  await expect(
    page.getByText(`${judges.length} distinguished professionals from across the globe`),
  ).toBeVisible();

  for (const { region, judges: members } of panel) {
    const group = page.getByRole("region", { name: region });
    await expect(group).toContainText(`${members.length} ${members.length === 1 ? "Judge" : "Judges"}`);
    await expect(group.getByRole("listitem")).toHaveCount(members.length);
    for (const judge of members) await expect(group).toContainText(judge.name);
  }

  const mail = page.locator("main").getByRole("link", { name: /@/ });
  await expect(mail).toHaveCount(judges.length);
  for (const judge of judges) {
    const link = page.locator("main").getByRole("link", { name: judge.email, exact: true });
    await expect(link).toHaveAttribute("href", `mailto:${judge.email}`);
    await expect(link).not.toHaveAttribute("target");
  }
});
