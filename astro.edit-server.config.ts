/**
 * The deployable editing server (`npm run edit:build`, then `npm run edit:start`; docs/editing.md): the site's
 * configuration with Keystatic on Astro's Node adapter, built into edit-server/ (never out/); one build serves
 * every storage (docs/decisions/hosted-editing.md).
 */
import { fileURLToPath } from "node:url";

import node from "@astrojs/node";
import type { AstroUserConfig } from "astro";

import siteConfig from "./astro.config";
import { EDIT_SERVER_DIR, editServerIntegrations } from "./lib/edit/edit-server";

/** A cache of its own, so that the build never meets `npm run build`'s. */
const CACHE_DIR = "./node_modules/.astro-edit-server/";

const editServerConfig: AstroUserConfig = {
  ...siteConfig,
  outDir: EDIT_SERVER_DIR,
  cacheDir: CACHE_DIR,
  adapter: node({ mode: "standalone" }),
  integrations: [...(siteConfig.integrations ?? []), ...editServerIntegrations()],
  security: {
    // The request's address is the one the browser used (Host, and X-Forwarded-Proto behind a
    // proxy) rather than "localhost": Keystatic sends GitHub back to it after sign-in. The gate
    // then answers only EDIT_SITE_URL's (lib/edit/access.ts, hostedEditAccess).
    allowedDomains: [{ protocol: "https" }, { protocol: "http" }],
  },
  vite: {
    ...siteConfig.vite,
    // Keystatic's screen is one module of about 2.8 MB (880 kB compressed), loaded by the editor only.
    build: { ...siteConfig.vite?.build, chunkSizeWarningLimit: 3_000 },
    // No .env file is read into the build: Vite would write a variable set only there into the
    // server's code (secrets included). The server reads every variable when it starts.
    envDir: fileURLToPath(new URL(CACHE_DIR, import.meta.url)),
  },
};

export default editServerConfig;
