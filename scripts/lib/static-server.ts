import { createReadStream, existsSync, readFileSync, statSync, type Stats } from "node:fs";
import http from "node:http";
import path from "node:path";

import { parseCspJson, type SitePolicies } from "../../lib/security/header-files";
import {
  cacheControlFor,
  FILE_POLICY,
  filePolicyFor,
  REVALIDATE,
  SECURITY_HEADERS,
} from "../../lib/security/headers";
import {
  BUILD_FILES,
  canonicalPath,
  hasRepeatedSlashes,
  isPrecompressedCopy,
  isPrivatePath,
  normalizePath,
} from "../../lib/security/urls";

/** Content types as Debian's /etc/nginx/mime.types gives them, with nginx's `charset utf-8` rule. */
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "text/xml; charset=utf-8",
  ".ics": "text/calendar",
  ".svg": "image/svg+xml; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
};
const DEFAULT_CONTENT_TYPE = "application/octet-stream";

/** The encodings the build writes a copy in (scripts/lib/precompress.ts), in the order preferred. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** The encodings an Accept-Encoding header accepts (any weight above 0), by name. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith("q="));
    if (name && !(weight && Number(weight.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

type Resolved = { file: string; servedAs: string; csp: string; status: 200 | 404 };

function readPolicies(root: string): SitePolicies {
  const file = path.join(root, BUILD_FILES.cspJson);
  if (!existsSync(file))
    throw new Error(`${file} is missing: run \`npm run build\` (its last step writes it) and try again`);
  return parseCspJson(readFileSync(file, "utf8"));
}

function fileStats(file: string): Stats | undefined {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves a built site (out/) as production does (deploy/nginx.conf), from the files in it only:
 * each page at its clean URL with its own Content-Security-Policy (out/_csp.json), every other
 * file, redirect and error under a policy that runs no script (a script file, the one its worker
 * runs under), the security headers and nginx's caching rules on every answer, redirects from
 * /page.html, /page/, /index and //page to the canonical URL (lib/security/urls.ts: never to
 * anywhere off the site), the 404 page with status 404 and its own policy for unknown paths and
 * for the build's private files.
 */
export function createStaticServer(dir: string): http.Server {
  const root = path.resolve(dir);
  const policies = readPolicies(root);
  const pages = new Map(policies.pages.map((entry) => [entry.route, entry]));
  const notFound: Resolved = {
    file: path.join(root, policies.notFound.file),
    servedAs: `/${policies.notFound.file}`,
    csp: policies.notFound.csp,
    status: 404,
  };

  /** The file a normalised path is served from (as nginx's try_files), or the 404 page. */
  const resolve = (uri: string): Resolved => {
    if (isPrivatePath(uri) || isPrecompressedCopy(uri)) return notFound;
    const entry = pages.get(uri);
    if (entry)
      return { file: path.join(root, entry.file), servedAs: `/${entry.file}`, csp: entry.csp, status: 200 };
    const file = path.join(root, uri);
    // HTML is served only as a page, under its route; directories never.
    if (!file.startsWith(`${root}${path.sep}`) || uri.endsWith(".html") || !fileStats(file)) return notFound;
    return { file, servedAs: uri, csp: filePolicyFor(uri), status: 200 };
  };

  return http.createServer((request, response) => {
    const send = (status: number, headers: Record<string, string | number>, body?: string) => {
      response.writeHead(status, { ...SECURITY_HEADERS, ...headers });
      response.end(request.method === "HEAD" ? undefined : body);
    };
    const target = request.url ?? "/";
    const queryAt = target.indexOf("?");
    const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
    const rawQuery = queryAt === -1 ? "" : target.slice(queryAt + 1);
    const uri = normalizePath(rawPath);
    const fallbackHeaders = { "Content-Security-Policy": FILE_POLICY, "Cache-Control": REVALIDATE };

    if (uri === undefined)
      return send(400, { ...fallbackHeaders, "Content-Type": "text/plain; charset=utf-8" }, "Bad Request");
    if (request.method !== "GET" && request.method !== "HEAD")
      return send(
        405,
        { ...fallbackHeaders, Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
        "Method Not Allowed",
      );

    const canonical = canonicalPath(uri, { repeatedSlashes: hasRepeatedSlashes(rawPath) });
    if (canonical !== undefined) {
      // The query goes along as received, when it is printable ASCII (it always is from a browser).
      const query = rawQuery && /^[\x21-\x7e]*$/.test(rawQuery) ? `?${rawQuery}` : "";
      return send(
        301,
        {
          ...fallbackHeaders,
          Location: `${canonical}${query}`,
          "Content-Type": "text/plain; charset=utf-8",
        },
        "Moved Permanently",
      );
    }

    const resolved = resolve(uri);
    // The file's compressed copy, as nginx's brotli_static and gzip_static send it, when the
    // browser accepts its encoding.
    const accepted = acceptedEncodings(request.headers["accept-encoding"]);
    const encoding = ENCODINGS.find(
      ({ name, suffix }) => accepted.has(name) && fileStats(`${resolved.file}${suffix}`),
    );
    const sentFile = encoding ? `${resolved.file}${encoding.suffix}` : resolved.file;
    const stats = fileStats(sentFile);
    if (!stats)
      return send(404, { ...fallbackHeaders, "Content-Type": "text/plain; charset=utf-8" }, "Not Found");
    const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const headers = {
      "Content-Security-Policy": resolved.csp,
      "Cache-Control": cacheControlFor(resolved.servedAs, resolved.status),
      ETag: etag,
      "Last-Modified": stats.mtime.toUTCString(),
      ...(ENCODINGS.some(({ suffix }) => fileStats(`${resolved.file}${suffix}`)) && {
        Vary: "Accept-Encoding",
      }),
    };
    if (resolved.status === 200 && request.headers["if-none-match"] === etag) return send(304, headers);
    response.writeHead(resolved.status, {
      ...SECURITY_HEADERS,
      ...headers,
      "Content-Type": CONTENT_TYPES[path.extname(resolved.file).toLowerCase()] ?? DEFAULT_CONTENT_TYPE,
      "Content-Length": stats.size,
      ...(encoding && { "Content-Encoding": encoding.name }),
    });
    if (request.method === "HEAD") return response.end();
    createReadStream(sentFile)
      .on("error", () => response.destroy())
      .pipe(response);
  });
}

/** Starts the server and resolves once it listens. Fails (no port switching) if the port is taken. */
export function listen(server: http.Server, port: number, host = "127.0.0.1"): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
}
