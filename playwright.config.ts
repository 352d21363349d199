import { defineConfig } from "@playwright/test";

import {
  E2E_BASE_URL,
  E2E_FEED_ORIGIN,
  E2E_FEED_PORT,
  E2E_LIVE_DIR,
  E2E_LIVE_PORT,
  E2E_LIVE_URL,
  E2E_NGINX_PORT,
  E2E_NGINX_URL,
  E2E_PORT,
} from "./e2e/ports";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium";

/**
 * End-to-end tests against the built site (out/, built by `npm run test:e2e`) in Debian's
 * Chromium, at a phone and a desktop size. Tests tagged @desktop or @phone run at that size only.
 * The editing round trip (e2e/editing.spec.ts) is a project of its own: one test that starts the
 * editing screen and rebuilds a copy of the site, with the time that takes.
 */
/** Failed tests (retries included) after which a CI run stops: far above a bad day's 1–3. */
const MAX_FAILURES_IN_CI = 40;
const EDITING_SPEC = /editing(-errors)?\.spec\.ts$/;
const EDITING_TIMEOUT_MS = 300_000;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // A run where everything fails (a server that died, a broken build) stops early in CI, so it
  // ends inside CI's time limit and prints its errors and npm test's summary.
  maxFailures: process.env.CI ? MAX_FAILURES_IN_CI : 0,
  workers: 2,
  timeout: 30_000,
  // Feed content appears only after the page's scripts have hydrated and the feed has answered:
  // seconds on a busy two-core machine.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: "chromium",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "phone",
      grepInvert: /@desktop/,
      testIgnore: EDITING_SPEC,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: "desktop",
      grepInvert: /@phone/,
      testIgnore: EDITING_SPEC,
      use: { viewport: { width: 1440, height: 900 } },
    },
    {
      name: "editing",
      testMatch: EDITING_SPEC,
      timeout: EDITING_TIMEOUT_MS,
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: "tsx scripts/serve.ts",
      env: { PORT: String(E2E_PORT) },
      url: `${E2E_BASE_URL}/`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "tsx sample-feed/server.ts",
      env: { PORT: String(E2E_FEED_PORT) },
      url: `${E2E_FEED_ORIGIN}/wp-json`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "tsx scripts/serve.ts",
      env: { PORT: String(E2E_LIVE_PORT), OUT_DIR: E2E_LIVE_DIR },
      url: `${E2E_LIVE_URL}/`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "tsx scripts/nginx.ts",
      env: { PORT: String(E2E_NGINX_PORT) },
      url: `${E2E_NGINX_URL}/`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
  ],
});
