/**
 * The built editing server's integrations (astro.edit-server.config.ts): Keystatic with our API route and our
 * page (lib/edit/keystatic-page.astro), behind the gate (docs/decisions/hosted-editing.md).
 */
import { fileURLToPath } from "node:url";

import type { AstroIntegration } from "astro";

import { guardedKeystatic } from "./editing-screen";

/** The built server's folder (.gitignore'd; never out/). */
export const EDIT_SERVER_DIR = "edit-server";

const KEYSTATIC_PAGE_PATTERN = "/keystatic/[...params]";
const SCREEN_PAGE = fileURLToPath(new URL("./keystatic-page.astro", import.meta.url));
const GATE = fileURLToPath(new URL("./middleware.ts", import.meta.url));

/** guardedKeystatic(), whose page is lib/edit/keystatic-page.astro instead of @keystatic/astro's. */
function serverKeystatic(): AstroIntegration {
  const inner = guardedKeystatic();
  const setup = inner.hooks["astro:config:setup"];
  return {
    name: "keystatic-edit-server",
    hooks: {
      "astro:config:setup": (options) =>
        setup?.({
          ...options,
          injectRoute: (route) =>
            options.injectRoute(
              route.pattern === KEYSTATIC_PAGE_PATTERN
                ? { pattern: route.pattern, entrypoint: SCREEN_PAGE, prerender: false }
                : route,
            ),
        }),
    },
  };
}

/** The gate, for every request the server renders. */
function editServerGate(): AstroIntegration {
  return {
    name: "edit-server-gate",
    hooks: {
      "astro:config:setup": ({ addMiddleware }) => addMiddleware({ entrypoint: GATE, order: "pre" }),
    },
  };
}

export function editServerIntegrations(): AstroIntegration[] {
  return [serverKeystatic(), editServerGate()];
}
