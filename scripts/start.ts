/**
 * `npm start`: builds the site and serves it at http://localhost:3000, fully offline.
 * The feeds read WP_API_BASE when it is set, else the bundled sample feed.
 */
import { createStaticServer, listen } from "./lib/static-server";
import { quietEnv, run } from "./lib/run";
import { SAMPLE_FEED_ORIGIN } from "../lib/env-defaults";

const port = Number(process.env.PORT ?? 3000);
const wpApiBase = process.env.WP_API_BASE || SAMPLE_FEED_ORIGIN;

console.log(`Building the site (feeds from ${wpApiBase}) …`);
const code = await run("npm", ["run", "build"], { env: quietEnv({ WP_API_BASE: wpApiBase }) });
if (code !== 0) process.exit(code);

const site = createStaticServer("out");
await listen(site, port, "0.0.0.0");
console.log(`\nSite: http://localhost:${port}   (Ctrl-C stops it)`);

const stop = () => {
  site.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
