import { loadEvents } from "@/lib/content/load";
import { presentedEvents } from "@/lib/events";

import { expect, test } from "./fixtures";
import { E2E_NGINX_URL, E2E_SITE_DATE } from "./ports";

/** The events out/ presents, built as of E2E_SITE_DATE; a calendar writes a day as 20251008. */
const { symposium, studyTour } = presentedEvents(loadEvents(), E2E_SITE_DATE);
const icsDay = (day: string) => day.replaceAll("-", "");

const pagesWithEvents = [
  { path: "/symposium", summary: symposium.name, start: icsDay(symposium.start) },
  { path: "/study-tour", summary: studyTour.name, start: icsDay(studyTour.start) },
  { path: "/parks-week", summary: /^World Parks Week \d{4}$/, start: /^\d{4}04(2[2-9]|30)$/ },
];

for (const event of pagesWithEvents) {
  test(`${event.path} offers its event as a calendar file`, async ({ page, request }) => {
    await page.goto(event.path);
    const link = page.getByRole("link", { name: /Add to calendar/ });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute("href")) ?? "";
    expect(await link.getAttribute("download")).not.toBeNull();

    const response = await request.get(href);
    expect(response.status()).toBe(200);
    const text = await response.text();
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    const property = (name: string) => new RegExp(`^${name}:(.*)$`, "m").exec(unfolded)?.[1]?.trim();
    expect(property("SUMMARY")).toMatch(event.summary);
    expect(property("DTSTART;VALUE=DATE")).toMatch(event.start);
    expect(property("UID")).toMatch(/@worldurbanparks\.org$/);
  });
}

test("nginx serves calendar files as text/calendar @desktop", async ({ request }) => {
  const response = await request.get(`${E2E_NGINX_URL}/calendar/symposium.ics`);
  expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
});
