// @vitest-environment node
/**
 * The post-build step as the build runs it (package.json's postbuild command, run by npm in the project's directory),
 * on a small out/ in a temporary directory that holds a .env (docs/decisions/one-build-configuration.md).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import packageJson from "../package.json";

const ROOT = path.resolve(import.meta.dirname, "..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");
const FEED = "http://127.0.0.1:4411";

/** The security-headers command of the postbuild chain, e.g. "tsx scripts/security-headers.ts". */
const command = packageJson.scripts.postbuild
  .split("&&")
  .map((part) => part.trim())
  .find((part) => part.includes("security-headers"));

const page = (script: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title></head><body><h1>t</h1><script>${script}</script></body></html>`;

let dir: string;

/** An environment without WP_API_BASE, SITE_URL or GA_MEASUREMENT_ID (the tests' own set them). */
const bareEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH ?? "",
  HOME: process.env.HOME ?? "",
  NODE_ENV: "production",
  ...extra,
});

/** Runs the step in `dir`, configured by its .env and `env` only. */
function runStep(env: Record<string, string> = {}) {
  const [tool, script] = command?.split(/\s+/) ?? [];
  expect(tool).toBe("tsx");
  return spawnSync(TSX, [path.join(ROOT, script ?? "")], {
    cwd: dir,
    env: bareEnv(env),
    encoding: "utf8",
  });
}

const read = (file: string) => readFileSync(path.join(dir, "out", file), "utf8");

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "wup-postbuild-"));
  mkdirSync(path.join(dir, "out/wup-awards"), { recursive: true });
  writeFileSync(path.join(dir, "out/index.html"), page("self.home=1"));
  writeFileSync(path.join(dir, "out/blog.html"), page("self.blog=1"));
  writeFileSync(path.join(dir, "out/wup-awards/winners.html"), page("self.winners=1"));
  writeFileSync(path.join(dir, "out/404.html"), page("self.notFound=1"));
  writeFileSync(path.join(dir, ".env"), `WP_API_BASE=${FEED}/\nGA_MEASUREMENT_ID=G-TEST12345\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the post-build security headers step, configured through .env", { timeout: 60_000 }, () => {
  it("allows the feed origin and the analytics origins of .env in every policy it writes", () => {
    const result = runStep();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);

    const blogPolicy = /^\s*"\/blog" "([^"]*)";$/m.exec(read("_csp.map"))?.[1] ?? "";
    expect(blogPolicy).toContain(`connect-src 'self' ${FEED} https://*.google-analytics.com`);
    expect(blogPolicy).toContain(`img-src 'self' data: ${FEED}`);
    expect(blogPolicy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com\/gtag\/js(;| )/);
    expect(read("_csp.map")).not.toContain("worldurbanparks.org");
    expect(read("_headers")).toContain(`connect-src 'self' ${FEED} https://*.google-analytics.com`);
    expect(read("_headers")).not.toContain("worldurbanparks.org");
  });

  it("writes each page's policy as JSON for the local server", () => {
    runStep();
    const policies = JSON.parse(read("_csp.json")) as { pages: { route: string; csp: string }[] };
    expect(policies.pages.map((entry) => entry.route)).toEqual(["/blog", "/", "/wup-awards/winners"]);
    expect(policies.pages[0]?.csp).toContain(`connect-src 'self' ${FEED}`);
  });

  it("gives the 404 page its policy where static hosts serve it for unknown paths", () => {
    runStep();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(read("404.html"));
    expect(meta?.[1]).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(meta?.[1]).toContain(`connect-src 'self' ${FEED}`);
    expect(meta?.[1]).not.toContain("frame-ancestors");
    runStep();
    expect(read("404.html").match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  it("lets the environment win over .env", () => {
    runStep({ WP_API_BASE: "https://blog.example.org" });
    expect(read("_csp.map")).toContain("connect-src 'self' https://blog.example.org");
    expect(read("_csp.map")).not.toContain(FEED);
  });

  it("fails the build with a clear message on a bad value", () => {
    const result = runStep({ SITE_URL: "worldurbanparks.org" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('SITE_URL="worldurbanparks.org"');
  });

  it("reads the same values as the framework's build (astro.config.ts inlines them)", () => {
    const result = spawnSync(
      TSX,
      [
        "--eval",
        `import(${JSON.stringify(path.join(ROOT, "astro.config.ts"))}).then((m) => console.log(JSON.stringify(m.default.vite.define)))`,
      ],
      { cwd: dir, env: bareEnv(), encoding: "utf8" },
    );
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout.trim().split("\n").at(-1) ?? "")).toEqual({
      "process.env.WP_API_BASE": JSON.stringify(FEED),
      "process.env.SITE_URL": JSON.stringify("https://worldurbanparks.org"),
      "process.env.GA_MEASUREMENT_ID": JSON.stringify("G-TEST12345"),
      "process.env.SITE_DATE": JSON.stringify(""),
    });
  });
});
