import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/lib/chromium";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await desk.goto("http://127.0.0.1:3201/regions");
await desk.waitForLoadState("networkidle");
const pin = desk.getByRole("button", { name: /^Latin America/ });
await pin.scrollIntoViewIfNeeded();
await pin.hover();
await desk.waitForTimeout(400);
await desk.screenshot({ path: "/tmp/regions-desk.png" });
await desk.getByRole("button", { name: /^Asia Pacific/ }).hover();
await desk.waitForTimeout(400);
await desk.screenshot({ path: "/tmp/regions-desk2.png" });
const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
for (const route of ["board-of-directors", "committees", "staff", "governance", "portfolios", "who-we-are", "strategic-plan", "regions"]) {
  await phone.goto(`http://127.0.0.1:3201/${route}`);
  await phone.waitForLoadState("networkidle");
  await phone.evaluate(() => window.scrollTo(0, 700));
  await phone.waitForTimeout(2600);
  await phone.screenshot({ path: `/tmp/phone-${route}.png`, fullPage: true });
}
await browser.close();
