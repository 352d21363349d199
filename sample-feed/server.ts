/**
 * The bundled sample feed: a small WordPress REST stand-in (categories, posts, featured images) for local
 * development and the tests, with faults set per browser context by the cookie `wup-feed-faults` or for the whole
 * server by FEED_FAULTS. Run: `tsx sample-feed/server.ts` (docs/decisions/sample-feed-and-fault-tests.md).
 */
import http from "node:http";
import { pathToFileURL } from "node:url";

import { sampleImage } from "./images";
import { categoriesResponse, postsResponse } from "./wordpress";

export const FAULTS_COOKIE = "wup-feed-faults";

export const FAULT_KINDS = [
  "malformed",
  "not-a-list",
  "empty",
  "html",
  "hang",
  "cors-missing",
  "cors-wildcard",
] as const;

export type FeedFault = {
  path: string;
  status?: number;
  body?: string;
  kind?: (typeof FAULT_KINDS)[number];
  delayMs?: number;
  /** Extra response headers of a `status` answer, e.g. `WWW-Authenticate` on a 401. */
  headers?: Record<string, string>;
  /** A 200 of any size, streamed as a server streams a long answer: see `generatedBody`. */
  generated?: GeneratedBody;
};

/**
 * A body made of `head`, then `unit` written `times` times (with "{n}" in it counting from 1), then
 * `tail`; "{fill}" anywhere stands for `fill.text` written `fill.times` times. Megabytes of answer
 * from a rule small enough for a cookie.
 */
export type GeneratedBody = {
  head: string;
  unit: string;
  times: number;
  tail: string;
  fill?: { text: string; times: number };
};

/** The generated body in chunks of about 64 KB, as they are written. */
export function* generatedBody({ head, unit, times, tail, fill }: GeneratedBody): Generator<string> {
  const filled = (text: string) => (fill ? text.replaceAll("{fill}", fill.text.repeat(fill.times)) : text);
  const filledUnit = filled(unit);
  const perChunk = Math.max(1, Math.floor(65_536 / Math.max(1, filledUnit.length)));
  yield filled(head);
  for (let from = 1; from <= times; from += perChunk) {
    const parts: string[] = [];
    for (let n = from; n < Math.min(from + perChunk, times + 1); n += 1) {
      parts.push(filledUnit.replaceAll("{n}", String(n)));
    }
    yield parts.join("");
  }
  yield filled(tail);
}

/** Writes the chunks, waiting when the client reads slowly, and stops when it goes away. */
async function streamBody(response: http.ServerResponse, chunks: Iterable<string>) {
  for (const chunk of chunks) {
    if (response.destroyed) return;
    if (!response.write(chunk)) {
      await new Promise<void>((resolve) => {
        const go = () => {
          response.off("drain", go);
          response.off("close", go);
          resolve();
        };
        response.on("drain", go);
        response.on("close", go);
      });
    }
  }
  response.end();
}

function parseFaults(text: string | undefined): FeedFault[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((rule): rule is FeedFault => typeof rule === "object" && rule !== null && "path" in rule)
      : [];
  } catch {
    return [];
  }
}

function cookie(request: http.IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

function corsHeaders(request: http.IncomingMessage, fault?: FeedFault): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin || fault?.kind === "cors-missing") return {};
  if (fault?.kind === "cors-wildcard") {
    return { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Credentials": "true" };
  }
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Credentials": "true",
    "Access-Control-Expose-Headers": "X-WP-Total, X-WP-TotalPages",
    Vary: "Origin",
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a maintenance or firewall page in front of WordPress answers instead of JSON. */
const HTML_PAGE =
  "<!DOCTYPE html>\n<html><head><title>Maintenance</title></head>" +
  "<body><h1>Briefly unavailable for scheduled maintenance.</h1></body></html>\n";

function sendJson(
  response: http.ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string>,
) {
  response.writeHead(status, {
    "Content-Type": "application/json; charset=UTF-8",
    "Cache-Control": "no-store",
    ...headers,
  });
  response.end(body);
}

export function createFeedServer(): http.Server {
  const envFaults = parseFaults(process.env.FEED_FAULTS);

  return http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://feed.local");
      const origin = `http://${request.headers.host ?? "127.0.0.1"}`;

      if (request.method === "OPTIONS") {
        response.writeHead(204, {
          ...corsHeaders(request),
          "Access-Control-Allow-Methods": "GET, OPTIONS",
          "Access-Control-Allow-Headers":
            request.headers["access-control-request-headers"] ?? "Accept, Content-Type",
          ...(request.headers["access-control-request-private-network"]
            ? { "Access-Control-Allow-Private-Network": "true" }
            : {}),
          "Access-Control-Max-Age": "600",
        });
        response.end();
        return;
      }

      const image = /^\/wp-content\/uploads\/2026\/sample-(\d)\.jpg$/.exec(url.pathname);
      if (image && request.method === "GET") {
        const body = await sampleImage(Number(image[1]));
        response.writeHead(200, { "Content-Type": "image/jpeg", "Cache-Control": "public, max-age=86400" });
        response.end(body);
        return;
      }

      const requested = `${url.pathname}${url.search}`;
      const faults = [...parseFaults(cookie(request, FAULTS_COOKIE)), ...envFaults];
      const fault = faults.find((rule) => requested.includes(rule.path));
      const cors = corsHeaders(request, fault);
      if (fault?.delayMs) await wait(fault.delayMs);
      if (fault?.kind === "hang") return; // the connection stays open until the client gives up
      if (fault?.generated) {
        response.writeHead(200, {
          "Content-Type": "application/json; charset=UTF-8",
          "Cache-Control": "no-store",
          ...cors,
        });
        await streamBody(response, generatedBody(fault.generated));
        return;
      }
      if (fault?.status) {
        sendJson(response, fault.status, fault.body ?? "", { ...fault.headers, ...cors });
        return;
      }

      let data: unknown;
      if (url.pathname === "/wp-json/wp/v2/categories") data = categoriesResponse(url.searchParams, origin);
      else if (url.pathname === "/wp-json/wp/v2/posts") data = postsResponse(url.searchParams, origin);
      else if (url.pathname === "/" || url.pathname === "/wp-json") {
        data = { name: "World Urban Parks sample feed", description: "Sample posts for local development" };
      } else {
        sendJson(
          response,
          404,
          JSON.stringify({
            code: "rest_no_route",
            message: "No route was found matching the URL and request method.",
            data: { status: 404 },
          }),
          cors,
        );
        return;
      }

      if (fault?.kind === "html") {
        response.writeHead(200, {
          "Content-Type": "text/html; charset=UTF-8",
          "Cache-Control": "no-store",
          ...cors,
        });
        response.end(HTML_PAGE);
        return;
      }
      if (fault?.kind === "malformed") {
        sendJson(response, 200, '[{"id": 1, "title": {"rendered": "Broken', cors);
        return;
      }
      if (fault?.kind === "not-a-list") data = { code: "unexpected", message: "Not a list" };
      if (fault?.kind === "empty") data = [];
      const total = Array.isArray(data) ? String(data.length) : "0";
      sendJson(response, 200, JSON.stringify(data), { ...cors, "X-WP-Total": total, "X-WP-TotalPages": "1" });
    })().catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}

/** Starts the feed on a port; resolves once it listens. */
export function startFeedServer(port: number, host = "127.0.0.1"): Promise<http.Server> {
  const server = createFeedServer();
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.PORT ?? 4010);
  const host = process.env.HOST ?? "127.0.0.1";
  const server = await startFeedServer(port, host);
  console.log(`Sample feed: http://${host}:${port}/wp-json/wp/v2/posts?per_page=7&_embed`);
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
