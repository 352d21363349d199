/**
 * `npm run edit`'s integrations: `guardedKeystatic()` is Keystatic's with our API route, and `editingScreen()`
 * adds the gate, the public files' policy, the content check after every save and a preview that reads the
 * data again. Dev server only (docs/decisions/editing-checks-in-the-preview.md).
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import keystatic from "@keystatic/astro";
import type { AstroIntegration, AstroIntegrationLogger } from "astro";

import type * as ContentCheckModule from "../content/check";
import type * as ProblemModule from "../content/problem";
import { KEEP_LAST_VALID_ENV } from "../content/read";
import { EDIT_PORT_ENV, EDIT_TOKEN_ENV, EDIT_TOKEN_PARAM, editToken } from "./access";
import {
  bannerScript,
  DATA_CHANGED_EVENT,
  VERDICT_EVENT,
  VERDICT_REQUEST_EVENT,
  formLabel,
  type ContentVerdict,
  type LabelledConfig,
} from "./screen-script";

/** The path the editing screen is served at (Keystatic's route). */
export const EDITING_PATH = "/keystatic";
const KEYSTATIC_API_PATTERN = "/api/keystatic/[...params]";
const GUARDED_API = fileURLToPath(new URL("./keystatic-api.ts", import.meta.url));
const GATE = fileURLToPath(new URL("./middleware.ts", import.meta.url));

/** What a file of the public folder may do when opened on its own: show itself, run nothing. */
export const PUBLIC_FILE_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

type DevServer = Parameters<NonNullable<AstroIntegration["hooks"]["astro:server:setup"]>>[0]["server"];

const CHECK_DELAY_MS = 300;
const CHECK_MODULE = fileURLToPath(new URL("../content/check.ts", import.meta.url));
const PROBLEM_MODULE = fileURLToPath(new URL("../content/problem.ts", import.meta.url));
const KEYSTATIC_CONFIG = fileURLToPath(new URL("../../keystatic.config.ts", import.meta.url));

/**
 * Runs the build's content check in the dev server's own module graph (the code `npm run build`
 * runs, loaded anew after each save like every page's), logs its verdict and returns it for the
 * pages. Undefined when the check itself could not run (a broken schema module): the log says why.
 */
async function checkContent(
  server: DevServer,
  root: string,
  logger: AstroIntegrationLogger,
): Promise<ContentVerdict | undefined> {
  try {
    const { checkContent: check, verdictLines } = (await server.ssrLoadModule(
      CHECK_MODULE,
    )) as typeof ContentCheckModule;
    const { describeField } = (await server.ssrLoadModule(PROBLEM_MODULE)) as typeof ProblemModule;
    // The form's own names for the fields (its labels), which the editor sees on the screen.
    const { default: config } = (await server.ssrLoadModule(KEYSTATIC_CONFIG)) as { default: LabelledConfig };
    const verdict = check(root);
    const lines = verdictLines(verdict).join("\n");
    if (verdict.problems.length > 0) logger.error(lines);
    else if (verdict.waiting.length > 0) logger.warn(lines);
    else logger.info(lines);
    return {
      // What stops the build, then the fields an edition waits for (they carry copiedFrom).
      problems: [...verdict.problems, ...verdict.waiting].map(({ file, path, message, copiedFrom }) => ({
        file,
        field: describeField(path),
        label: formLabel(config, file, path),
        message,
        ...(copiedFrom === undefined ? {} : { copiedFrom }),
      })),
      nextPlaces: verdict.nextPlaces,
    };
  } catch (error) {
    logger.error(
      `The content check could not run: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
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
  /** The content check of this server (set once it is up), run when it starts and after each save. */
  let runCheck = () => {};
  return {
    name: "editing-screen",
    hooks: {
      "astro:config:setup": ({ addMiddleware, command, injectScript, updateConfig }) => {
        process.env[EDIT_TOKEN_ENV] = token;
        addMiddleware({ entrypoint: GATE, order: "pre" });
        if (command !== "dev") return;
        // The content check's banner on every page (the screen and the preview), and no error
        // overlay: a wrong data file is named in the banner, and the overlay would cover the screen.
        // The screen's page has no <head> for page scripts, only its island: it runs the banner before hydrating.
        injectScript("page", bannerScript());
        injectScript("before-hydration", bannerScript());
        updateConfig({ vite: { server: { hmr: { overlay: false } } } });
      },
      "astro:config:done": ({ config }) => {
        root = fileURLToPath(config.root);
      },
      "astro:server:setup": ({ server, logger }) => {
        // From here on, the preview keeps the last valid content while a file is wrong (lib/content/read.ts).
        process.env[KEEP_LAST_VALID_ENV] = "1";
        let verdict: ContentVerdict = { problems: [], nextPlaces: {} };
        let checking = Promise.resolve();
        /** Checks after the check under way, if any, and sends the verdict to every open page. */
        const check = () => {
          checking = checking.then(async () => {
            const found = await checkContent(server, root, logger);
            if (!found) return;
            verdict = found;
            server.hot.send({ type: "custom", event: VERDICT_EVENT, data: verdict });
          });
        };
        // A page that opens asks for the last verdict (lib/edit/screen-script.ts).
        server.hot.on(VERDICT_REQUEST_EVENT, (_data, client) => client.send(VERDICT_EVENT, verdict));
        runCheck = check;
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
            check();
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
        runCheck();
      },
    },
  };
}
