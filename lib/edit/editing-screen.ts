/**
 * The part of `npm run edit` that is not Keystatic's: once the server listens, it prints where the
 * editing screen is; after every save it runs the build's own content check
 * (scripts/check-content.ts) and prints what is wrong, in the words the build would use, and has the
 * preview read the data again: content/site.ts and content/events.ts read their files once, as they
 * load, so every server module is dropped and loaded anew on the next page. Dev server only: nothing
 * here runs in `npm run build`.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";

import type { AstroIntegration, AstroIntegrationLogger } from "astro";

/** The path the editing screen is served at (Keystatic's route). */
export const EDITING_PATH = "/keystatic";

const CHECK_DELAY_MS = 300;

/** Runs the content check in its own process, as `npm run build` does, and logs its verdict. */
function checkContent(root: string, logger: AstroIntegrationLogger): void {
  execFile("npx", ["tsx", "scripts/check-content.ts"], { cwd: root }, (error, stdout, stderr) => {
    if (error) logger.error(stderr.trim() || error.message);
    else logger.info(stdout.trim());
  });
}

export function editingScreen(): AstroIntegration {
  let root = process.cwd();
  return {
    name: "editing-screen",
    hooks: {
      "astro:config:done": ({ config }) => {
        root = fileURLToPath(config.root);
      },
      "astro:server:setup": ({ server, logger }) => {
        let timer: NodeJS.Timeout | undefined;
        const onChange = (file: string) => {
          if (!file.startsWith(`${root}content/`) || !file.endsWith(".yaml")) return;
          clearTimeout(timer);
          timer = setTimeout(() => {
            server.moduleGraph.invalidateAll();
            checkContent(root, logger);
          }, CHECK_DELAY_MS);
        };
        for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, onChange);
      },
      "astro:server:start": ({ address, logger }) => {
        const origin = `http://127.0.0.1:${address.port}`;
        logger.info(`Editing screen ready: ${origin}${EDITING_PATH} (the site's preview: ${origin}/)`);
        checkContent(root, logger);
      },
    },
  };
}
