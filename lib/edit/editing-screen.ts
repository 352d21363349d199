/**
 * `npm run edit`'s integrations. `guardedKeystatic()` is Keystatic's own, with its API route swapped
 * for lib/edit/keystatic-api.ts (what may be written). `editingScreen()` adds the rest:
 *   - the gate (lib/edit/middleware.ts, rules in lib/edit/access.ts): this run's key, its own
 *     origin only; the address with the key is printed once the server listens;
 *   - the public folder's files (photos above all) answer with a policy that runs no script;
 *   - after every save, the build's own content check (scripts/check-content.ts) prints what is
 *     wrong, in the words the build would use, and the preview reads the data again: content/site.ts
 *     and content/events.ts read their files once, as they load, so every server module is dropped
 *     and loaded anew on the next page.
 * Dev server only: nothing here runs in `npm run build`.
 */
import { execFile } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import keystatic from "@keystatic/astro";
import type { AstroIntegration, AstroIntegrationLogger } from "astro";

import { EDIT_PORT_ENV, EDIT_TOKEN_ENV, EDIT_TOKEN_PARAM, editToken } from "./access";
import { DATA_CHANGED_EVENT } from "./screen-script";

/** The path the editing screen is served at (Keystatic's route). */
export const EDITING_PATH = "/keystatic";
const KEYSTATIC_API_PATTERN = "/api/keystatic/[...params]";
const GUARDED_API = fileURLToPath(new URL("./keystatic-api.ts", import.meta.url));
const GATE = fileURLToPath(new URL("./middleware.ts", import.meta.url));

/** What a file of the public folder may do when opened on its own: show itself, run nothing. */
export const PUBLIC_FILE_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

const CHECK_DELAY_MS = 300;

/** Runs the content check in its own process, as `npm run build` does, and logs its verdict. */
function checkContent(root: string, logger: AstroIntegrationLogger): void {
  execFile("npx", ["tsx", "scripts/check-content.ts"], { cwd: root }, (error, stdout, stderr) => {
    if (error) logger.error(stderr.trim() || error.message);
    else logger.info(stdout.trim());
  });
}

/** Keystatic's integration, whose API route is lib/edit/keystatic-api.ts instead of its own. */
export function guardedKeystatic(): AstroIntegration {
  const inner = keystatic();
  const setup = inner.hooks["astro:config:setup"];
  return {
    name: "keystatic-guarded",
    hooks: {
      "astro:config:setup": (options) =>
        setup?.({
          ...options,
          injectRoute: (route) =>
            options.injectRoute(
              route.pattern === KEYSTATIC_API_PATTERN
                ? { pattern: route.pattern, entrypoint: GUARDED_API, prerender: false }
                : route,
            ),
        }),
    },
  };
}

/** The file of the public folder that `url` names, if any (Vite serves them as they are). */
function publicFile(root: string, url: string): string | undefined {
  const pathname = decodeURIComponent(new URL(url, "http://x").pathname);
  const publicDir = path.join(root, "public");
  const file = path.join(publicDir, pathname);
  if (!file.startsWith(`${publicDir}${path.sep}`)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

export function editingScreen(): AstroIntegration {
  let root = process.cwd();
  const token = editToken();
  return {
    name: "editing-screen",
    hooks: {
      "astro:config:setup": ({ addMiddleware }) => {
        process.env[EDIT_TOKEN_ENV] = token;
        addMiddleware({ entrypoint: GATE, order: "pre" });
      },
      "astro:config:done": ({ config }) => {
        root = fileURLToPath(config.root);
      },
      "astro:server:setup": ({ server, logger }) => {
        server.middlewares.use((request, response, next) => {
          try {
            if (request.url && !request.url.endsWith(".html") && publicFile(root, request.url))
              response.setHeader("Content-Security-Policy", PUBLIC_FILE_POLICY);
          } catch {
            // A malformed address: Vite answers it.
          }
          next();
        });
        let timer: NodeJS.Timeout | undefined;
        const onChange = (file: string) => {
          if (file.startsWith(`${root}public/images/`))
            server.hot.send({ type: "custom", event: DATA_CHANGED_EVENT });
          if (!file.startsWith(`${root}content/`) || !file.endsWith(".yaml")) return;
          // First, so the screen knows the reloads that follow are this change's (lib/edit/screen-script.ts).
          server.hot.send({ type: "custom", event: DATA_CHANGED_EVENT });
          clearTimeout(timer);
          timer = setTimeout(() => {
            server.moduleGraph.invalidateAll();
            checkContent(root, logger);
          }, CHECK_DELAY_MS);
        };
        for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, onChange);
      },
      "astro:server:start": ({ address, logger }) => {
        process.env[EDIT_PORT_ENV] = String(address.port);
        const origin = `http://127.0.0.1:${address.port}`;
        logger.info(
          `Editing screen ready: ${origin}${EDITING_PATH}?${EDIT_TOKEN_PARAM}=${token} (open this address; the key in it is new each run) · the site's preview: ${origin}/`,
        );
        checkContent(root, logger);
      },
    },
  };
}
