/**
 * `npm run test:e2e`: builds the site for the end-to-end run, then runs Playwright.
 * Extra arguments go to Playwright (e.g. `npm run test:e2e -- e2e/navigation.spec.ts`).
 * Set E2E_SKIP_BUILD=1 to reuse the last build.
 */
import { E2E_FEED_ORIGIN } from "../e2e/ports";
import { quietEnv, run } from "./lib/run";

const env = quietEnv({ WP_API_BASE: E2E_FEED_ORIGIN });

if (!process.env.E2E_SKIP_BUILD) {
  const built = await run("npm", ["run", "build"], { env });
  if (built !== 0) process.exit(built);
}

process.exit(await run("npx", ["playwright", "test", ...process.argv.slice(2)], { env }));
