/**
 * `npm run edit` (docs/editing.md): the site's own configuration served by Astro's dev server with Keystatic's
 * editing screen at /keystatic and its local API, on 127.0.0.1 only; `npm run build` never reads this file
 * (docs/decisions/keystatic-editing-screen.md).
 */
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { AstroUserConfig } from "astro";

import siteConfig from "./astro.config";
import { loadEditEnv } from "./lib/edit/edit-env";
import { editingScreen, guardedKeystatic } from "./lib/edit/editing-screen";
import { editPort } from "./lib/edit/port";
import { editHost } from "./lib/edit/server-settings";
import { editStorage, editVariable } from "./lib/edit/storage";

const root = fileURLToPath(new URL(".", import.meta.url));
/** Vite's cache for the editing screen, in the checkout (ignored by git), not in node_modules. */
const EDIT_VITE_CACHE_DIR = ".cache/vite-edit";

// The editing variables of .env join the environment (which wins), where keystatic.config.ts and
// Keystatic read them; a bad storage, or a network address in local mode, stops here with its reason.
loadEditEnv(root);
const storage = editStorage(process.env);
editHost(process.env, storage.kind);
if (storage.kind === "github" && !editVariable(process.env, "KEYSTATIC_GITHUB_CLIENT_ID"))
  console.info(
    '[editing-screen] GitHub mode without a GitHub app yet: open the editing screen to create one (docs/editing.md, "Set up the GitHub app").',
  );

const editConfig: AstroUserConfig = {
  ...siteConfig,
  integrations: [...(siteConfig.integrations ?? []), guardedKeystatic(), editingScreen()],
  server: { host: "127.0.0.1", port: editPort() },
  vite: {
    ...siteConfig.vite,
    // The editing screen's code is served from node_modules; where node_modules is a link to
    // another folder (a shared install, the copy e2e/editing.spec.ts edits), that folder too.
    server: { cors: false, fs: { allow: [root, realpathSync(`${root}node_modules`)] } },
    // The screen's bundled dependencies are this checkout's own: two editing servers run from
    // copies that share one node_modules (the e2e specs' copies) would otherwise re-bundle them
    // into one folder under each other, and a page could load half of each (Keystatic's "Attempt
    // to access context outside of KeystarProvider", seen in CI on 27 November).
    cacheDir: `${root}${EDIT_VITE_CACHE_DIR}`,
  },
};

export default editConfig;
