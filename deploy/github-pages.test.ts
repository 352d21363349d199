// @vitest-environment node
/**
 * deploy/github-pages.ts: the copy of out/ that goes to GitHub Pages carries each page's policy in
 * the page and none of the build's private files or compressed copies. Runs the script on a small out/ it writes.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { cspJson, type SitePolicies } from "@/lib/security/header-files";

const dir = mkdtempSync(path.join(tmpdir(), "github-pages-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const out = path.join(dir, "out");
const pages = path.join(dir, "pages");
const page = (script: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><script>${script}</script></head><body></body></html>`;
const policies: SitePolicies = {
  notFound: { file: "404.html", csp: "script-src 'sha256-nf'; frame-ancestors 'none'" },
  pages: [
    { route: "/", file: "index.html", csp: "script-src 'sha256-home'; frame-ancestors 'none'" },
    { route: "/wup-awards/winners", file: "wup-awards/winners.html", csp: "script-src 'sha256-w' & more" },
  ],
  baseline: "object-src 'none'",
};

describe("preparing out/ for GitHub Pages", () => {
  it("puts each page's policy into the page, before its scripts, and leaves the private files out", () => {
    mkdirSync(path.join(out, "wup-awards"), { recursive: true });
    mkdirSync(path.join(out, "_astro"));
    writeFileSync(path.join(out, "index.html"), page("home()"));
    writeFileSync(path.join(out, "wup-awards/winners.html"), page("winners()"));
    writeFileSync(path.join(out, "404.html"), page("notFound()"));
    writeFileSync(path.join(out, "_astro/island.js"), "island()");
    writeFileSync(path.join(out, "_csp.json"), cspJson(policies));
    writeFileSync(path.join(out, "_csp.map"), "map");
    writeFileSync(path.join(out, "_headers"), "/*");
    for (const copy of ["index.html.br", "index.html.gz", "_astro/island.js.br"])
      writeFileSync(path.join(out, copy), "x");

    const result = spawnSync(process.execPath, ["--import", "tsx", "deploy/github-pages.ts", out, pages], {
      encoding: "utf8",
    });

    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(readFileSync(path.join(pages, "index.html"), "utf8")).toBe(
      `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'sha256-home'"/><script>home()</script></head><body></body></html>`,
    );
    expect(readFileSync(path.join(pages, "wup-awards/winners.html"), "utf8")).toContain(
      `content="script-src 'sha256-w' &amp; more"`,
    );
    expect(readFileSync(path.join(pages, "404.html"), "utf8")).toContain(`content="script-src 'sha256-nf'"`);
    expect(readFileSync(path.join(pages, "_astro/island.js"), "utf8")).toBe("island()");
    expect(existsSync(path.join(pages, ".nojekyll"))).toBe(true);
    for (const file of [
      "_csp.json",
      "_csp.map",
      "_headers",
      "index.html.br",
      "index.html.gz",
      "_astro/island.js.br",
    ])
      expect(existsSync(path.join(pages, file)), file).toBe(false);
    // out/ itself is left as the build wrote it.
    expect(readFileSync(path.join(out, "index.html"), "utf8")).toBe(page("home()"));
    expect(existsSync(path.join(out, "_csp.map"))).toBe(true);
  }, 60_000);
});
