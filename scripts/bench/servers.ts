/** What the bench runs while it measures: nginx for each copy, the sample feed, Chromium. */
import { spawn, type ChildProcess } from "node:child_process";
import type http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";

import { startFeedServer } from "../../sample-feed/server";
import { CHROMIUM_ARGS, findChromium } from "../lib/chromium";

const TSX = path.resolve("node_modules/.bin/tsx");
const NGINX_SCRIPT = path.resolve("scripts/nginx.ts");

export type Running = { name: string; stop: () => Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** Ends a detached process group and waits (5 s at most) for its leader to exit. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return; // the group is gone already
  }
  await Promise.race([exited, sleep(5000)]);
}

/** Serves `dir` with scripts/nginx.ts (deploy/nginx.conf, its root swapped for `dir`) on `port`. */
export async function serveWithNginx(dir: string, port: number): Promise<Running & { origin: string }> {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(`${origin}/`))
    throw new Error(`Port ${port} is already serving: set BENCH_PORT to a free one`);
  const nginx = spawn(TSX, [NGINX_SCRIPT], {
    env: { ...process.env, PORT: String(port), OUT_DIR: dir },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => stopGroup(nginx);
  for (let attempt = 0; attempt < 100 && nginx.exitCode === null; attempt++) {
    if (await answers(`${origin}/`)) return { name: `nginx for ${dir}/`, origin, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(
    `nginx for ${dir}/ did not answer on ${origin} (see ${tmpdir()}/wup-nginx-${port}/error.log)`,
  );
}

export async function startFeed(port: number): Promise<Running> {
  const server: http.Server = await startFeedServer(port);
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { name: "sample feed", stop };
}

export async function launchChromium(): Promise<Running & { port: number }> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    handleSIGINT: false, // the bench stops everything it started itself (stopAll)
  });
  return { name: "Chromium", port: chrome.port, stop: async () => chrome.kill() };
}
