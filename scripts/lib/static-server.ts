import http from "node:http";
import path from "node:path";

import handler from "serve-handler";

/**
 * Serves the static export the way production does (deploy/nginx.conf): clean URLs without
 * .html, redirects from /page.html and /page/ to /page, unknown paths get out/404.html with
 * status 404, and hashed assets are cached for a year.
 */
export function createStaticServer(dir: string): http.Server {
  const root = path.resolve(dir);
  return http.createServer((request, response) => {
    void handler(request, response, {
      public: root,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      headers: [
        {
          source: "_next/static/**",
          headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
        },
      ],
    });
  });
}

/** Starts the server and resolves once it listens. Fails (no port switching) if the port is taken. */
export function listen(server: http.Server, port: number, host = "127.0.0.1"): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
}
