/**
 * `npm run test:e2e`: builds the site twice (out-live/ as production builds it, out/ as of E2E_SITE_DATE), then runs
 * Playwright with any extra arguments; E2E_SKIP_BUILD=1 reuses the last builds (docs/decisions/test-suite.md).
 */
import { existsSync, renameSync, rmSync } from "node:fs";

import { E2E_ANALYTICS_ID, E2E_FEED_ORIGIN, E2E_LIVE_DIR, E2E_SITE_DATE } from "../e2e/ports";
import { quietEnv, run } from "./lib/run";

const env = quietEnv({ WP_API_BASE: E2E_FEED_ORIGIN, SITE_DATE: E2E_SITE_DATE, GA_MEASUREMENT_ID: "" });

if (!process.env.E2E_SKIP_BUILD) {
  const live = await run("npm", ["run", "build"], {
    env: { ...env, SITE_DATE: "", GA_MEASUREMENT_ID: E2E_ANALYTICS_ID },
  });
  if (live !== 0) process.exit(live);
  rmSync(E2E_LIVE_DIR, { recursive: true, force: true });
  renameSync("out", E2E_LIVE_DIR);
  const built = await run("npm", ["run", "build"], { env });
  if (built !== 0) process.exit(built);
} else if (!existsSync(E2E_LIVE_DIR)) {
  console.error(`E2E_SKIP_BUILD is set but ${E2E_LIVE_DIR}/ was never built: run once without it.`);
  process.exit(1);
}

process.exit(await run("npx", ["playwright", "test", ...process.argv.slice(2)], { env }));
