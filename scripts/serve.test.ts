// @vitest-environment node
/**
 * `npm run serve` (and `npm start`, which serves the same way) as a visitor's machine sees it: where it listens and
 * what it says about a bad HOST or PORT, on a small out/ in a temporary folder (docs/decisions/serving-hardening.md).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { cspJson, sitePolicies } from "@/lib/security/header-files";

const ROOT = path.resolve(import.meta.dirname, "..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

let dir: string;
let child: ChildProcess | undefined;

/**
 * Another loopback address, standing in for "any other address of this machine": a server bound to
 * every address (0.0.0.0) answers there, one bound to 127.0.0.1 does not. The test never sends a
 * packet off the loopback interface.
 */
const OTHER_ADDRESS = "127.0.0.2";

/** A port no one listens on (the system's pick, released at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts a connection at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(2_000, () => socket.destroy());
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("close", () => resolve(false));
  });
}

/** Starts `tsx scripts/serve.ts` with `env`; resolves with its output once it listens, or exits. */
function serve(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = "";
    child = spawn(TSX, [path.join(ROOT, "scripts/serve.ts")], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    });
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Site: http")) resolve({ code: null, output });
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("exit", (code) => resolve({ code, output }));
  });
}

const page = (title: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "wup-serve-"));
  mkdirSync(path.join(dir, "out"));
  const files = [
    { file: "index.html", html: page("Home") },
    { file: "404.html", html: page("Not found") },
  ];
  for (const { file, html } of files) writeFileSync(path.join(dir, "out", file), html);
  const policies = sitePolicies(files, { feedOrigin: "http://127.0.0.1:4010", hasAnalytics: false });
  writeFileSync(path.join(dir, "out/_csp.json"), cspJson(policies));
});
afterEach(() => {
  child?.kill();
  child = undefined;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the local server's address", { timeout: 30_000 }, () => {
  it("listens on 127.0.0.1 only unless HOST says otherwise", async () => {
    const port = await freePort();
    const { code, output } = await serve({ PORT: String(port) });
    expect(code, output).toBeNull();
    expect(await accepts("127.0.0.1", port)).toBe(true);
    expect(await accepts(OTHER_ADDRESS, port), `reachable at ${OTHER_ADDRESS}:${port}`).toBe(false);
    expect(output).toContain(`http://127.0.0.1:${port}`);
  });

  it("listens where HOST says", async () => {
    const port = await freePort();
    const { code, output } = await serve({ PORT: String(port), HOST: OTHER_ADDRESS });
    expect(code, output).toBeNull();
    expect(await accepts(OTHER_ADDRESS, port)).toBe(true);
    expect(await accepts("127.0.0.1", port)).toBe(false);
  });

  it.each([
    [{ PORT: "80a" }, 'PORT="80a" is not a port number'],
    [{ PORT: "70000" }, 'PORT="70000" is not a port number'],
    [{ HOST: "http://example.org" }, 'HOST="http://example.org" is not a host name or IP address'],
  ])("stops with a clear message on %j", async (env, message) => {
    const { code, output } = await serve(env);
    expect(code).toBe(1);
    expect(output).toContain(message);
  });
});
