import react from "@astrojs/react";
import { defineConfig } from "astro/config";

import { loadConfig } from "./lib/config";

/** The build's configuration, read as every other build step reads it (environment, then .env). */
const config = loadConfig();

/**
 * The islands build (issue 16, in progress): every route pre-rendered to HTML, React components
 * rendered at build time, only the interactive ones hydrated. It writes `out-islands/` until it
 * replaces the Next.js build, which writes `out/`.
 */
export default defineConfig({
  site: config.siteUrl,
  // Not src/: Next.js reads src/pages as its Pages Router while it still builds out/.
  srcDir: "site",
  outDir: process.env.ISLANDS_OUT_DIR ?? "out-islands",
  trailingSlash: "never",
  build: { format: "file", assets: "_astro" },
  integrations: [react()],
  devToolbar: { enabled: false },
  vite: {
    // Browser code reads the configuration from these constants (lib/env.ts).
    define: {
      "process.env.WP_API_BASE": JSON.stringify(config.wpApiBase),
      "process.env.SITE_URL": JSON.stringify(config.siteUrl),
      "process.env.GA_MEASUREMENT_ID": JSON.stringify(config.gaMeasurementId),
    },
  },
});
