/**
 * Serves out/ (or OUT_DIR) with deploy/nginx.conf, unchanged but for its root, port, pid and
 * include paths, in the foreground (for the end-to-end tests: `tsx scripts/nginx.ts`, PORT default
 * 3300; `npm run bench` serves its scripts-removed copy with OUT_DIR=out-noscript).
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { ensureBrotliModule, findNginx } from "./lib/nginx";

const port = Number(process.env.PORT ?? 3300);
const out = path.resolve(process.env.OUT_DIR ?? "out");
const work = path.join(tmpdir(), `wup-nginx-${port}`);
mkdirSync(work, { recursive: true });

const production = readFileSync("deploy/nginx.conf", "utf8");
const replace = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`);
  return text.replaceAll(from, to);
};
let config = production;
config = replace(config, "/srv/worldurbanparks/out", out);
config = replace(config, "listen 8080;", `listen 127.0.0.1:${port};`);
config = replace(config, "pid /run/nginx.pid;", `pid ${work}/nginx.pid;\nerror_log ${work}/error.log warn;`);
config = replace(
  config,
  "http {\n",
  `http {\n  client_body_temp_path ${work}/body;\n  proxy_temp_path ${work}/proxy;\n  fastcgi_temp_path ${work}/fastcgi;\n  uwsgi_temp_path ${work}/uwsgi;\n  scgi_temp_path ${work}/scgi;\n`,
);
const file = path.join(work, "nginx.conf");
writeFileSync(file, config);

const nginxPath = findNginx();
ensureBrotliModule();
const nginx = spawn(nginxPath, ["-e", path.join(work, "error.log"), "-c", file, "-g", "daemon off;"], {
  stdio: "inherit",
});
nginx.on("exit", (code) => process.exit(code ?? 0));
const stop = () => nginx.kill("SIGQUIT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
