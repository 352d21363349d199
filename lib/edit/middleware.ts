/**
 * The editing server's gate (added by lib/edit/editing-screen.ts, `npm run edit` only): every
 * request to the editing screen or its API passes lib/edit/access.ts first. The run's key comes
 * and the port it listens on come from the integration through the process environment, as the
 * middleware is loaded apart from it.
 */
import { defineMiddleware } from "astro:middleware";

import config from "@/keystatic.config";

import { editAccess, EDIT_PORT_ENV, EDIT_TOKEN_ENV, isEditingPath } from "./access";
import { screenPaths, screenScript } from "./screen-script";

const SCREEN_SCRIPT = `<script>${screenScript(screenPaths(config))}</script>`;

/** The screen is never framed by another page (clickjacking) and its answers are never cached. */
const SCREEN_HEADERS = {
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'",
  "Cache-Control": "no-store",
  "Cross-Origin-Resource-Policy": "same-origin",
};

export const onRequest = defineMiddleware(async (context, next) => {
  const token = process.env[EDIT_TOKEN_ENV];
  const port = Number(process.env[EDIT_PORT_ENV]);
  if (!token || !port) return new Response("Start the editing screen with npm run edit.", { status: 503 });
  const verdict = editAccess(context.request, { token, port });
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
      if (!isEditingPath(context.url.pathname)) return response;
      const isPage = response.headers.get("content-type")?.startsWith("text/html") ?? false;
      // The page's own script first, before any module can open Vite's socket (lib/edit/screen-script.ts).
      const body = isPage
        ? (await response.text()).replace(/^(<!DOCTYPE html>)?/i, `$1${SCREEN_SCRIPT}`)
        : response.body;
      const guarded = new Response(body, response);
      guarded.headers.delete("content-length");
      for (const [name, value] of Object.entries(SCREEN_HEADERS)) guarded.headers.set(name, value);
      return guarded;
    }
  }
});
