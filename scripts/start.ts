/**
 * `npm start`: builds the site and serves it at http://127.0.0.1:3000 with production's headers, fully offline, with
 * the bundled sample feed on http://127.0.0.1:4010 unless WP_API_BASE is set; HOST, PORT and FEED_PORT change where
 * (docs/decisions/local-server-matches-production.md).
 */
import type http from "node:http";

import { startFeedServer } from "../sample-feed/server";
import { configEnv, loadConfig } from "../lib/config";
import {
  listenAddress,
  orExit,
  SAMPLE_FEED_HOST,
  sampleFeedOrigin,
  sampleFeedPort,
  siteUrl,
} from "./lib/server-config";
import { createStaticServer, listen } from "./lib/static-server";
import { quietEnv, run } from "./lib/run";

const address = orExit(() => listenAddress());
const feedPort = orExit(() => sampleFeedPort(process.env, address.port));
const feedOrigin = sampleFeedOrigin(feedPort);
const config = orExit(() => loadConfig({ defaults: { WP_API_BASE: feedOrigin } }));
const usesSampleFeed = config.wpApiBase === feedOrigin;

console.log(`Building the site (feeds from ${config.wpApiBase}) …`);
// Every step of the build gets the configuration resolved here, so all of them agree.
const code = await run("npm", ["run", "build"], { env: quietEnv(configEnv(config)) });
if (code !== 0) process.exit(code);

let feed: http.Server | undefined;
if (usesSampleFeed) feed = await startFeedServer(feedPort, SAMPLE_FEED_HOST);

const site = createStaticServer("out");
await listen(site, address.port, address.host);
console.log(`\nSite: ${siteUrl(address)}`);
if (feed) console.log(`Sample feed: ${feedOrigin}/wp-json/wp/v2/posts?per_page=7&_embed`);
console.log("Ctrl-C stops it.");

const stop = () => {
  site.close();
  feed?.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
