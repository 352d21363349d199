/**
 * A build without GA_MEASUREMENT_ID ships no consent or analytics code: the files that place the consent
 * islands are read as empty components and public/analytics.js is taken out of the output
 * (docs/decisions/analytics-consent.md).
 */
import { rmSync } from "node:fs";

import type { AstroIntegration } from "astro";

import { ANALYTICS_SCRIPT_PATH } from "./analytics";

/** Whether a module id is a component file that places a consent island. */
export function isConsentIslandFile(id: string): boolean {
  return /\/components\/consent\/[a-z-]+-island\.astro$/.test(id);
}

export function withoutAnalytics(measurementId: string): AstroIntegration {
  return {
    name: "without-analytics",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        if (measurementId) return;
        const emptyConsentIslands = {
          name: "empty-consent-islands",
          enforce: "pre" as const,
          load: (id: string) => (isConsentIslandFile(id) ? "" : null),
        };
        updateConfig({ vite: { plugins: [emptyConsentIslands] } });
      },
      "astro:build:done": ({ dir }) => {
        if (!measurementId) rmSync(new URL(ANALYTICS_SCRIPT_PATH.slice(1), dir), { force: true });
      },
    },
  };
}
