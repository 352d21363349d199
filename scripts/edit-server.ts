/**
 * The deployable editing server (docs/editing.md, "Hosted editing"): `npm run edit:build` builds it into
 * edit-server/, `npm run edit:start` checks its variables and serves it in the storage EDIT_STORAGE chooses
 * (docs/decisions/hosted-editing.md).
 */
import { existsSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

import {
  EDIT_ORIGIN_ENV,
  EDIT_PORT_ENV,
  EDIT_TOKEN_ENV,
  EDIT_TOKEN_PARAM,
  editToken,
} from "../lib/edit/access";
import { loadEditEnv } from "../lib/edit/edit-env";
import { EDIT_SERVER_DIR } from "../lib/edit/edit-server";
import { EDITING_PATH, PUBLIC_FILE_POLICY } from "../lib/edit/editing-screen";
import { editServerSettings, type EditServerSettings } from "../lib/edit/server-settings";
import { quietEnv, run } from "./lib/run";

const ROOT = process.cwd();
const ENTRY = path.join(ROOT, EDIT_SERVER_DIR, "server", "entry.mjs");
/** The pre-rendered pages and the public folder's files, as the build wrote them. */
const CLIENT_DIR = path.join(ROOT, EDIT_SERVER_DIR, "client");

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const log = (message: string) => console.info(`[edit-server] ${message}`);

function fail(message: string): never {
  console.error(`[edit-server] ${message}`);
  process.exit(1);
}

async function build(): Promise<void> {
  const started = Date.now();
  const env = quietEnv();
  for (const [command, args] of [
    ["npx", ["tsx", "scripts/generate-assets.ts"]],
    ["npx", ["astro", "build", "--config", "astro.edit-server.config.ts"]],
  ] as const) {
    const code = await run(command, args, { env });
    if (code !== 0) process.exit(code);
  }
  log(
    `Built ${EDIT_SERVER_DIR}/ in ${((Date.now() - started) / 1000).toFixed(1)} s. Start it: npm run edit:start`,
  );
}

/** The file under `dir` that `pathname` names, if there is one. */
function fileIn(dir: string, pathname: string): string | undefined {
  const file = path.join(dir, pathname);
  if (!file.startsWith(`${dir}${path.sep}`)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/**
 * The request as the adapter should see it: a page's address without ".html" names the page's
 * file (the site is built as /governance → governance.html, which the adapter's static files do
 * not look for), and the policy that runs no script goes on every file of the public folder.
 */
function prepare(request: IncomingMessage, response: ServerResponse): void {
  let url: URL;
  let pathname: string;
  try {
    url = new URL(request.url ?? "/", "http://x");
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return; // A malformed address: the adapter answers it.
  }
  if (!pathname.endsWith(".html") && fileIn(path.join(ROOT, "public"), pathname))
    response.setHeader("Content-Security-Policy", PUBLIC_FILE_POLICY);
  else if (path.extname(pathname) === "" && fileIn(CLIENT_DIR, `${pathname}.html`))
    request.url = `${url.pathname}.html${url.search}`;
}

/**
 * On https, every answer says so for a year (HSTS), and the sign-in cookies are Secure: Keystatic
 * asks for that, but its Astro route drops the flag when it passes them on, and the GitHub token's
 * cookie is the editor's write access to the repository.
 */
function keepToHttps(response: ServerResponse): void {
  response.setHeader("Strict-Transport-Security", "max-age=31536000");
  const writeHead = response.writeHead;
  const isHeaders = (part: unknown): part is OutgoingHttpHeaders =>
    typeof part === "object" && part !== null && !Array.isArray(part);
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    for (const headers of rest.filter(isHeaders)) {
      const cookies = headers["set-cookie"];
      if (cookies !== undefined)
        headers["set-cookie"] = [cookies]
          .flat()
          .map((cookie) => (/;\s*secure\b/i.test(String(cookie)) ? String(cookie) : `${cookie}; Secure`));
    }
    return Reflect.apply(writeHead, response, [status, ...rest]);
  }) as ServerResponse["writeHead"];
}

/** The adapter's handler, loaded once the environment says how the gate should answer. */
async function adapterHandler(): Promise<Handler> {
  // The adapter starts its own server on import unless told not to; ours serves its handler.
  process.env.ASTRO_NODE_AUTOSTART = "disabled";
  const entry: unknown = await import(pathToFileURL(ENTRY).href);
  const handler = typeof entry === "object" && entry !== null ? Reflect.get(entry, "handler") : undefined;
  if (typeof handler !== "function")
    fail(`${ENTRY} exports no handler: build it again with npm run edit:build.`);
  return (request, response) => Reflect.apply(handler, undefined, [request, response]);
}

/** What the terminal says once the server listens. */
function readyLine(settings: EditServerSettings, token: string | undefined): string {
  const listening = `listening on ${settings.host}:${settings.port}`;
  if (settings.publicOrigin === undefined) {
    const origin = `http://${settings.host}:${settings.port}`;
    return `Editing screen ready (local mode, saves write this computer's files): ${origin}${EDITING_PATH}?${EDIT_TOKEN_PARAM}=${token} (open this address; the key in it is new each run) · the site's preview as built: ${origin}/`;
  }
  const signIn = settings.storage.kind === "github" ? "GitHub" : "Keystatic Cloud";
  return `Editing screen ready (${settings.storage.kind} mode, editors sign in with ${signIn}): ${settings.publicOrigin}${EDITING_PATH} (${listening})`;
}

async function start(): Promise<void> {
  let settings: EditServerSettings;
  try {
    settings = editServerSettings(loadEditEnv(ROOT));
  } catch (error) {
    // A missing or malformed variable (lib/edit/server-settings.ts), said in one line.
    if (error instanceof Error) fail(error.message);
    throw error;
  }
  if (!existsSync(ENTRY)) fail(`${EDIT_SERVER_DIR}/ is not built yet: run npm run edit:build first.`);

  // A production server: Keystatic's cookies are Secure, and it creates no GitHub app here.
  process.env.NODE_ENV = "production";
  let token: string | undefined;
  if (settings.publicOrigin === undefined) {
    token = editToken();
    process.env[EDIT_TOKEN_ENV] = token;
    process.env[EDIT_PORT_ENV] = String(settings.port);
  } else {
    process.env[EDIT_ORIGIN_ENV] = settings.publicOrigin;
  }
  const handler = await adapterHandler();
  const isHttps = settings.publicOrigin?.startsWith("https:") ?? false;
  const server = createServer((request, response) => {
    prepare(request, response);
    if (isHttps) keepToHttps(response);
    handler(request, response);
  });
  server.once("error", (error) =>
    fail(`Cannot listen on ${settings.host}:${settings.port}: ${error.message}`),
  );
  server.listen(settings.port, settings.host, () => log(readyLine(settings, token)));
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
}

const command = process.argv[2];
if (command === "build") await build();
else if (command === "start") await start();
else fail("Usage: tsx scripts/edit-server.ts build|start");
