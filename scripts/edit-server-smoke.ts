/**
 * The deployable editing server end to end, as an operator runs it: built, then started in local and GitHub
 * mode and asked over HTTP what an editor and an attacker would ask (`npm run edit:smoke`; `--no-build` checks
 * the last build). Prints "N passed, N failed" (docs/decisions/hosted-editing.md).
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { request } from "node:http";
import net from "node:net";
import path from "node:path";

import { EDIT_VARIABLES } from "../lib/edit/edit-env";
import { EDIT_SERVER_DIR } from "../lib/edit/edit-server";
import { quietEnv, run } from "./lib/run";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
type Server = { output: () => string; stop: () => void; readyAfterMs: number };

let passed = 0;
let failed = 0;

function check(name: string, ok: boolean, detail = ""): void {
  if (ok) passed += 1;
  else failed += 1;
  console.info(`${ok ? "✓" : "✗"} ${name}${ok || !detail ? "" : `\n    ${detail.slice(0, 600)}`}`);
}

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

/** One raw HTTP request to 127.0.0.1:port (any Host header), redirects not followed. */
function ask(
  port: number,
  pathname: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: "127.0.0.1", port, path: pathname, method, headers: { host: `127.0.0.1:${port}`, ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    sent.once("error", reject);
    sent.end(body);
  });
}

/** `npm run edit:start` with exactly `env` as its editing variables (.env ignored); resolves once it is ready. */
async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const editEnv = Object.fromEntries(EDIT_VARIABLES.map((name) => [name, ""]));
  const started = Date.now();
  const child = spawn("npm", ["run", "-s", "edit:start"], {
    env: quietEnv({ ...editEnv, EDIT_PORT: String(port), ...env }),
    detached: true,
  });
  let output = "";
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 120 s:\n${output}`)), 120_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Editing screen ready")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("exit", (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  return { output: () => output, stop, readyAfterMs: Date.now() - started };
}

function folderSize(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
    const file = path.join(dir, entry.name);
    return total + (entry.isDirectory() ? folderSize(file) : statSync(file).size);
  }, 0);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

async function checkLocalMode(): Promise<void> {
  const port = await freePort();
  const server = await startServer(port, {});
  try {
    console.info(`local mode: ready after ${(server.readyAfterMs / 1000).toFixed(1)} s`);
    const token = /[?&]token=([\w-]+)/.exec(server.output())?.[1] ?? "";
    check("local mode prints the screen's address with this run's key", token.length >= 32, server.output());
    check("local mode listens on 127.0.0.1 only", !(await accepts("127.0.0.2", port)));

    const noKey = await ask(port, "/keystatic");
    check("local mode: the screen without the key is refused (401)", noKey.status === 401, noKey.body);
    const signIn = await ask(port, `/keystatic?token=${token}`, { headers: { "sec-fetch-site": "none" } });
    const cookie = String(signIn.headers["set-cookie"] ?? "").split(";")[0] ?? "";
    check(
      "local mode: the printed address trades the key for a cookie (303)",
      signIn.status === 303 && cookie !== "",
    );
    const screen = await ask(port, "/keystatic/collection/board", { headers: { cookie } });
    check(
      "local mode: the screen answers with its page, local storage, never framed",
      screen.status === 200 &&
        screen.body.includes("wupEditScreenEnv={}") &&
        screen.headers["x-frame-options"] === "DENY",
      `${screen.status} ${screen.body.slice(0, 200)}`,
    );
    const fromScreen = {
      cookie,
      "no-cors": "1",
      "sec-fetch-site": "same-origin",
      origin: `http://127.0.0.1:${port}`,
    };
    const tree = await ask(port, "/api/keystatic/tree", { headers: fromScreen });
    check(
      "local mode: the API lists the files (200)",
      tree.status === 200 && tree.body.includes("content/board/"),
    );
    const write = await ask(port, "/api/keystatic/update", {
      method: "POST",
      headers: { ...fromScreen, "content-type": "application/json" },
      body: JSON.stringify({ additions: [{ path: "src/data/board.ts", contents: "eA" }], deletions: [] }),
    });
    check(
      "local mode: the API writes only data files (400 for code)",
      write.status === 400 && write.body.startsWith("Not saved"),
    );
    const rebound = await ask(port, "/keystatic", { headers: { cookie, host: `evil.example:${port}` } });
    check("local mode: another name for this machine is refused (400)", rebound.status === 400);
    for (const page of ["/", "/governance", "/wup-awards/winners"]) {
      const preview = await ask(port, page);
      check(
        `local mode: the preview shows ${page}`,
        preview.status === 200 && preview.body.includes("<html"),
      );
    }
  } finally {
    server.stop();
  }
}

/** GitHub mode behind an https proxy at edit.example.org, as hosting runs it (made-up app variables). */
async function checkGitHubMode(): Promise<void> {
  const clientSecret = "dummy-client-secret-0123456789";
  const secret = "dummy-keystatic-secret-0123456789abcdef";
  const site = "https://edit.example.org";
  const port = await freePort();
  const server = await startServer(port, {
    EDIT_STORAGE: "github",
    EDIT_SITE_URL: site,
    KEYSTATIC_GITHUB_REPO: "worldurbanparks/website",
    KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.dummy0123456789",
    KEYSTATIC_GITHUB_CLIENT_SECRET: clientSecret,
    KEYSTATIC_SECRET: secret,
    PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "wup-keystatic",
  });
  /** What the proxy passes on from a browser at https://edit.example.org. */
  const proxied = (headers: Record<string, string> = {}) => ({
    headers: { host: "edit.example.org", "x-forwarded-proto": "https", ...headers },
  });
  try {
    console.info(`GitHub mode: ready after ${(server.readyAfterMs / 1000).toFixed(1)} s`);
    const screen = await ask(port, "/keystatic", proxied({ "sec-fetch-site": "none" }));
    check(
      "GitHub mode: the screen answers without a key, told its storage and app, no secret",
      screen.status === 200 &&
        screen.body.includes('"EDIT_STORAGE":"github"') &&
        screen.body.includes("wup-keystatic") &&
        !screen.body.includes(clientSecret) &&
        !screen.body.includes(secret),
      `${screen.status} ${screen.body.slice(0, 300)}`,
    );
    const login = await ask(
      port,
      "/api/keystatic/github/login",
      proxied({ "sec-fetch-site": "same-origin" }),
    );
    const location = new URL(String(login.headers.location ?? "http://none"));
    check(
      "GitHub mode: sign-in goes to GitHub, which sends the editor back to EDIT_SITE_URL",
      login.status === 307 &&
        location.origin === "https://github.com" &&
        location.searchParams.get("client_id") === "Iv1.dummy0123456789" &&
        location.searchParams.get("redirect_uri") === `${site}/api/keystatic/github/oauth/callback`,
      `${login.status} ${location.href}`,
    );
    const logout = await ask(
      port,
      "/api/keystatic/github/logout",
      proxied({ "sec-fetch-site": "same-origin" }),
    );
    const cookies = [logout.headers["set-cookie"] ?? []].flat();
    check(
      "GitHub mode: the sign-in cookies are Secure and the answers ask for https only (HSTS)",
      cookies.length > 0 &&
        cookies.every((cookie) => cookie.endsWith("; Secure")) &&
        String(logout.headers["strict-transport-security"]).startsWith("max-age="),
      JSON.stringify(logout.headers),
    );
    const tree = await ask(
      port,
      "/api/keystatic/tree",
      proxied({ "no-cors": "1", "sec-fetch-site": "same-origin" }),
    );
    check("GitHub mode: the server reads and writes no local file (404)", tree.status === 404);
    const forged = await ask(port, "/api/keystatic/github/refresh-token", {
      method: "POST",
      ...proxied({ origin: "https://evil.example" }),
    });
    check("GitHub mode: another site's script is refused (403)", forged.status === 403);
    for (const [what, headers] of [
      ["another address than EDIT_SITE_URL", { host: "evil.example", "x-forwarded-proto": "https" }],
      ["a proxy that does not say https (X-Forwarded-Proto)", { host: "edit.example.org" }],
    ] as const) {
      const elsewhere = await ask(port, "/keystatic", { headers });
      check(`GitHub mode: ${what} is refused (400)`, elsewhere.status === 400, elsewhere.body);
    }
    const preview = await ask(port, "/membership", proxied());
    check("GitHub mode: the preview shows /membership", preview.status === 200);
  } finally {
    server.stop();
  }
}

function checkStaticBuild(): void {
  if (!existsSync("out")) {
    console.info("out/ is not built: skipping its check (npm run build)");
    return;
  }
  const editing = filesUnder("out").filter(
    (file) => /keystatic/i.test(file) || /@keystatic|\/api\/keystatic/.test(readFileSync(file, "latin1")),
  );
  check(
    "out/ (npm run build) carries nothing of the editing screen",
    editing.length === 0,
    editing.join(", "),
  );
}

if (!process.argv.includes("--no-build")) {
  const started = Date.now();
  const code = await run("npm", ["run", "-s", "edit:build"], { env: quietEnv() });
  check(`npm run edit:build (${((Date.now() - started) / 1000).toFixed(0)} s)`, code === 0);
  if (code !== 0) process.exit(1);
}
console.info(`${EDIT_SERVER_DIR}/: ${(folderSize(EDIT_SERVER_DIR) / 1e6).toFixed(1)} MB`);
checkStaticBuild();
for (const mode of [checkLocalMode, checkGitHubMode]) {
  try {
    await mode();
  } catch (error) {
    check(mode.name, false, String(error));
  }
}
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
