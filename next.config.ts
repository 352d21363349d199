import type { NextConfig } from "next";

import { loadConfig } from "./lib/config";

/** The build's configuration, read as every other build step reads it (environment, then .env). */
const config = loadConfig();

/**
 * Static export: every route becomes an HTML file in out/ (see docs/decisions.md).
 * The three variables are read at build time and inlined into the client bundle.
 */
const nextConfig: NextConfig = {
  output: "export",
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  env: {
    WP_API_BASE: config.wpApiBase,
    SITE_URL: config.siteUrl,
    GA_MEASUREMENT_ID: config.gaMeasurementId,
  },
};

export default nextConfig;
