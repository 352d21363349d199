/**
 * Serves the built site (out/) at http://localhost:$PORT (3000 by default), with production's
 * headers (each page's CSP from out/_csp.json). Run `npm run build` first.
 */
import { existsSync } from "node:fs";

import { createStaticServer, listen } from "./lib/static-server";

const port = Number(process.env.PORT ?? 3000);

if (!existsSync("out/index.html") || !existsSync("out/_csp.json")) {
  console.error(
    "out/ is missing or incomplete: run `npm run build` (or `npm start`, which builds and serves).",
  );
  process.exit(1);
}

await listen(createStaticServer("out"), port, "0.0.0.0");
console.log(`Site: http://localhost:${port}`);
