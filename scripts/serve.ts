/**
 * Serves the built site (out/, or OUT_DIR) at http://localhost:$PORT (3000 by default), with
 * production's headers (each page's CSP from its _csp.json). Run `npm run build` first.
 */
import { existsSync } from "node:fs";
import path from "node:path";

import { createStaticServer, listen } from "./lib/static-server";

const port = Number(process.env.PORT ?? 3000);
const dir = process.env.OUT_DIR ?? "out";

if (!existsSync(path.join(dir, "index.html")) || !existsSync(path.join(dir, "_csp.json"))) {
  console.error(
    `${dir}/ is missing or incomplete: run \`npm run build\` (or \`npm start\`, which builds and serves).`,
  );
  process.exit(1);
}

await listen(createStaticServer(dir), port, "0.0.0.0");
console.log(`Site: http://localhost:${port}`);
