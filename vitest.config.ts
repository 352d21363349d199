import path from "node:path";

import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    environment: "happy-dom",
    globals: true,
    setupFiles: ["./vitest.setup.ts"],
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", "e2e/**", "out/**", "out-noscript/**", "out-live/**"],
    // Pages are rendered as of the spec's day (as the e2e run's out/); a test of later states
    // stubs SITE_DATE and imports the module again.
    env: {
      SITE_URL: "https://example.org",
      WP_API_BASE: "https://blog.example.org",
      SITE_DATE: "2025-06-01",
    },
  },
});
