/**
 * Serves the built site (out/, or OUT_DIR) at http://127.0.0.1:3000 (HOST and PORT change it),
 * with production's headers (each page's CSP from its _csp.json). Run `npm run build` first.
 */
import { existsSync } from "node:fs";
import path from "node:path";

import { listenAddress, orExit, siteUrl } from "./lib/server-config";
import { createStaticServer, listen } from "./lib/static-server";

const address = orExit(() => listenAddress());
const dir = process.env.OUT_DIR ?? "out";

if (!existsSync(path.join(dir, "index.html")) || !existsSync(path.join(dir, "_csp.json"))) {
  console.error(
    `${dir}/ is missing or incomplete: run \`npm run build\` (or \`npm start\`, which builds and serves).`,
  );
  process.exit(1);
}

await listen(createStaticServer(dir), address.port, address.host);
console.log(`Site: ${siteUrl(address)}`);
