/**
 * `npm run edit` (docs/editing.md): the site's own configuration (astro.config.ts) served by Astro's
 * dev server with Keystatic's editing screen at /keystatic and its local API, on 127.0.0.1 only, port
 * `EDIT_PORT` (4321 by default). Keystatic's routes are rendered on demand, which only this dev
 * server does: `npm run build` reads astro.config.ts, so out/ carries none of it. The screen and its
 * API answer only their own origin with this run's key (lib/edit/access.ts), and the API writes only
 * data files and photos (lib/edit/writes.ts). No CORS: Vite's default answers every localhost origin.
 */
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { AstroUserConfig } from "astro";

import siteConfig from "./astro.config";
import { editingScreen, guardedKeystatic } from "./lib/edit/editing-screen";
import { editPort } from "./lib/edit/port";

const root = fileURLToPath(new URL(".", import.meta.url));

const editConfig: AstroUserConfig = {
  ...siteConfig,
  integrations: [...(siteConfig.integrations ?? []), guardedKeystatic(), editingScreen()],
  server: { host: "127.0.0.1", port: editPort() },
  vite: {
    ...siteConfig.vite,
    // The editing screen's code is served from node_modules; where node_modules is a link to
    // another folder (a shared install, the copy e2e/editing.spec.ts edits), that folder too.
    server: { cors: false, fs: { allow: [root, realpathSync(`${root}node_modules`)] } },
  },
};

export default editConfig;
