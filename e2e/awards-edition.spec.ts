import { phaseOn } from "@/lib/as-of";
import { loadEvents } from "@/lib/content/load";
import { datesOf, presentedEvents, yearOf } from "@/lib/events";

import { builtAsOf } from "./content-expect";
import { expect, test } from "./fixtures";
import { E2E_BASE_URL, E2E_LIVE_URL } from "./ports";

/**
 * /wup-awards presents the awards edition of content/events/awards/ that the site presents on the
 * build's day, in the state its window and days give it, like the home page's card: with an open
 * window, its Apply link. Checked on both builds: out/ (the spec's day) and out-live/ (today), so
 * an edition the editor adds, open for applications today, shows here (the edit drill adds one).
 */
for (const origin of [E2E_BASE_URL, E2E_LIVE_URL]) {
  test(`/wup-awards presents the awards edition of its build's day (${origin === E2E_LIVE_URL ? "today's build" : "the spec's day"})`, async ({
    page,
    request,
  }) => {
    const day = await builtAsOf(request, origin);
    const { awards } = presentedEvents(loadEvents(), day);
    const year = yearOf(awards);
    // The live build's page moves on to the browser's day; keep it on the build's day.
    await page.clock.setFixedTime(new Date(`${day}T12:00:00`));
    await page.goto(`${origin}/wup-awards`);

    const edition = page.getByRole("region", { name: awards.name });
    await expect(edition).toBeVisible();
    const phase = phaseOn(datesOf(awards), day);
    if (phase === "open") {
      const apply = edition.getByRole("link", { name: `Apply Now for the ${year} World Urban Parks Awards` });
      await expect(apply).toHaveAttribute("href", awards.links.apply.href);
      await expect(apply).toHaveAttribute("target", "_blank");
      await expect(edition.getByText("Open", { exact: true })).toBeVisible();
    } else if (phase === "past") {
      await expect(edition.getByText("Awarded", { exact: true })).toBeVisible();
      await expect(edition.getByRole("link", { name: /See the Winners/ })).toHaveAttribute(
        "href",
        "/wup-awards/winners",
      );
      await expect(edition.getByRole("link", { name: /Apply Now/ })).toBeHidden();
    } else {
      await expect(edition.getByText("Coming Up", { exact: true })).toBeVisible();
      await expect(edition.getByRole("link", { name: /Apply Now/ })).toBeHidden();
    }
  });
}
