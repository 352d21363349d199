/**
 * The editing screen's API (`/api/keystatic/*`) in place of Keystatic's own route: the same
 * handler, after lib/edit/writes.ts has checked every path it would write, read or delete and
 * re-encoded every photo. Who may call it at all is lib/edit/middleware.ts's concern.
 */
import { makeHandler } from "@keystatic/astro/api";
import type { APIRoute } from "astro";

import { PHOTO_FOLDERS } from "@/cms/fields";
import config from "@/keystatic.config";

import { checkUpdate, notWritable, pathKind, writeRules } from "./writes";

export const prerender = false;

const keystatic = makeHandler({ config });
const rules = writeRules(config, Object.values(PHOTO_FOLDERS));
const BLOB = /^blob\/[0-9a-f]+\/(.+)$/;

const refuse = (message: string) =>
  new Response(message, { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });

export const ALL: APIRoute = async (context) => {
  const { request } = context;
  const route = context.params.params ?? "";
  const blob = BLOB.exec(route);
  if (request.method === "GET" && blob?.[1] !== undefined && pathKind(blob[1], rules) === undefined)
    return refuse(notWritable(blob[1]));
  if (request.method === "POST" && route === "update") {
    const checked = await checkUpdate(await request.text(), rules);
    if (!checked.ok) return refuse(checked.message);
    const body = checked.body;
    return keystatic({
      ...context,
      request: new Request(request.url, { method: "POST", headers: request.headers, body }),
    });
  }
  return keystatic(context);
};
