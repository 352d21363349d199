import type { NextConfig } from "next";

import { DEFAULT_SITE_URL, DEFAULT_WP_API_BASE } from "./lib/env-defaults";

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
    WP_API_BASE: (process.env.WP_API_BASE || DEFAULT_WP_API_BASE).replace(/\/+$/, ""),
    SITE_URL: (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ""),
    GA_MEASUREMENT_ID: process.env.GA_MEASUREMENT_ID ?? "",
  },
};

export default nextConfig;
