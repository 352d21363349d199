import react from "@astrojs/react";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";

import { compileHints } from "./lib/build/compile-hints";
import { deferredModules } from "./lib/build/deferred-modules";
import { sharedChunkOf } from "./lib/build/shared-chunks";
import { loadConfig } from "./lib/config";
import { withoutAnalytics } from "./lib/consent/without-analytics";

/** The build's configuration, read as every other build step reads it (environment, then .env). */
const config = loadConfig();

if (!config.gaMeasurementId) console.warn("GA_MEASUREMENT_ID is not set: analytics is off.");

/**
 * The site's own directives (src/directives/): `client:afterpaint` hydrates after the first paint,
 * once the browser is idle; `client:afterload` after the load event and the next idle period, or
 * when a visitor reaches for the header, whichever comes first; `client:inview` when it comes into
 * view, as client:visible, but not before the first paint.
 */
const siteDirectives: AstroIntegration = {
  name: "site-directives",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) => {
      addClientDirective({ name: "afterpaint", entrypoint: "./src/directives/after-paint.ts" });
      addClientDirective({ name: "afterload", entrypoint: "./src/directives/after-load.ts" });
      addClientDirective({ name: "inview", entrypoint: "./src/directives/in-view.ts" });
    },
  },
};

/**
 * Every route pre-rendered to one HTML file in out/ (`/governance` → out/governance.html), React
 * components rendered at build time and only the interactive ones hydrated, each on its own
 * (docs/decisions/astro-instead-of-nextjs.md, docs/decisions/smallest-island-laziest-directive.md).
 */
export default defineConfig({
  site: config.siteUrl,
  outDir: "out",
  trailingSlash: "never",
  build: { format: "file", assets: "_astro" },
  integrations: [react(), siteDirectives, withoutAnalytics(config.gaMeasurementId)],
  devToolbar: { enabled: false },
  vite: {
    // The chunks a dialog's first open runs are compiled as they load (lib/build/compile-hints.ts).
    plugins: [compileHints(), deferredModules()],
    build: {
      rollupOptions: {
        output: {
          // React in one chunk, the helpers every island uses in another (lib/build/shared-chunks.ts).
          manualChunks: sharedChunkOf,
        },
      },
    },
    // Browser code reads the configuration from these constants (lib/env.ts).
    define: {
      "process.env.WP_API_BASE": JSON.stringify(config.wpApiBase),
      "process.env.SITE_URL": JSON.stringify(config.siteUrl),
      "process.env.GA_MEASUREMENT_ID": JSON.stringify(config.gaMeasurementId),
      "process.env.SITE_DATE": JSON.stringify(config.siteDate),
    },
  },
});
