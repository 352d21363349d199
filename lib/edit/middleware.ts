/**
 * The editing server's gate, for `npm run edit` and the built server: every request to the editing screen or
 * its API passes lib/edit/access.ts first, by the configured storage's rules; the site's pages pass untouched
 * (docs/decisions/editing-server-security.md).
 */
import { defineMiddleware } from "astro:middleware";

import config from "@/keystatic.config";

import {
  editAccess,
  editOrigins,
  EDIT_ORIGIN_ENV,
  EDIT_PORT_ENV,
  EDIT_TOKEN_ENV,
  hostedEditAccess,
  isEditingPath,
  type AccessRequest,
  type AccessVerdict,
} from "./access";
import { screenPaths, screenScript } from "./screen-script";
import { currentEditEnv, screenEnvScript } from "./storage";

/** First the storage the page's copy of keystatic.config.ts reads, then the page's own guards. */
const SCREEN_SCRIPTS =
  `<script>${screenEnvScript(currentEditEnv())}</script>` +
  `<script>${screenScript(screenPaths(config))}</script>`;

/** The screen is never framed by another page (clickjacking) and its answers are never cached. */
const SCREEN_HEADERS = {
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'",
  "Cache-Control": "no-store",
  "Cross-Origin-Resource-Policy": "same-origin",
};

const NOT_STARTED = "Start the editing screen with npm run edit (or npm run edit:start).";

/** The verdict by the configured storage's rules, or undefined when the server was not started as one. */
function verdictOf(request: AccessRequest): AccessVerdict | undefined {
  const port = Number(process.env[EDIT_PORT_ENV]);
  if (config.storage.kind !== "local") {
    const origin = process.env[EDIT_ORIGIN_ENV];
    if (origin) return hostedEditAccess(request, { origins: [origin] });
    return port ? hostedEditAccess(request, { origins: editOrigins(port) }) : undefined;
  }
  const token = process.env[EDIT_TOKEN_ENV];
  return token && port ? editAccess(request, { token, port }) : undefined;
}

export const onRequest = defineMiddleware(async (context, next) => {
  if (!isEditingPath(context.url.pathname)) return next();
  const verdict = verdictOf(context.request);
  if (verdict === undefined) return new Response(NOT_STARTED, { status: 503 });
  switch (verdict.kind) {
    case "refuse":
      return new Response(verdict.message, {
        status: verdict.status,
        headers: { ...SCREEN_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
      });
    case "sign-in":
      return new Response(null, {
        status: 303,
        headers: { ...SCREEN_HEADERS, Location: verdict.location, "Set-Cookie": verdict.cookie },
      });
    case "pass": {
      const response = await next();
      const isPage = response.headers.get("content-type")?.startsWith("text/html") ?? false;
      // The page's own scripts first, before any module can open Vite's socket (lib/edit/screen-script.ts).
      const body = isPage
        ? (await response.text()).replace(/^(<!DOCTYPE html>)?/i, `$1${SCREEN_SCRIPTS}`)
        : response.body;
      const guarded = new Response(body, response);
      guarded.headers.delete("content-length");
      for (const [name, value] of Object.entries(SCREEN_HEADERS)) guarded.headers.set(name, value);
      return guarded;
    }
  }
});
