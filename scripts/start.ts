/**
 * `npm start`: builds the site and serves it at http://localhost:3000 with production's headers,
 * fully offline, with the bundled sample feed on http://127.0.0.1:4010. With WP_API_BASE set (in
 * the environment or .env), the feeds read that WordPress instead and no sample feed starts.
 * Ctrl-C stops everything.
 */
import type http from "node:http";

import { startFeedServer } from "../sample-feed/server";
import { ConfigError, configEnv, loadConfig } from "../lib/config";
import { SAMPLE_FEED_ORIGIN } from "../lib/env-defaults";
import { createStaticServer, listen } from "./lib/static-server";
import { quietEnv, run } from "./lib/run";

const port = Number(process.env.PORT ?? 3000);

function startConfig() {
  try {
    return loadConfig({ defaults: { WP_API_BASE: SAMPLE_FEED_ORIGIN } });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}
const config = startConfig();
const usesSampleFeed = config.wpApiBase === SAMPLE_FEED_ORIGIN;

console.log(`Building the site (feeds from ${config.wpApiBase}) …`);
// Every step of the build gets the configuration resolved here, so all of them agree.
const code = await run("npm", ["run", "build"], { env: quietEnv(configEnv(config)) });
if (code !== 0) process.exit(code);

let feed: http.Server | undefined;
if (usesSampleFeed) {
  const { hostname, port: feedPort } = new URL(SAMPLE_FEED_ORIGIN);
  feed = await startFeedServer(Number(feedPort), hostname);
}

const site = createStaticServer("out");
await listen(site, port, "0.0.0.0");
console.log(`\nSite: http://localhost:${port}`);
if (feed) console.log(`Sample feed: ${SAMPLE_FEED_ORIGIN}/wp-json/wp/v2/posts?per_page=7&_embed`);
console.log("Ctrl-C stops it.");

const stop = () => {
  site.close();
  feed?.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
