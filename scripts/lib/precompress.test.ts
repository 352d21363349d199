// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { MIN_BYTES, precompressSite } from "./precompress";

let dir: string;
const page = `<!DOCTYPE html><title>t</title>${"<p>A park for everyone.</p>".repeat(60)}`;
const write = (name: string, content: string) => {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), content);
};
const read = (name: string) => readFileSync(path.join(dir, name));

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("precompressSite", () => {
  it("writes brotli and gzip copies that decompress to the file, byte for byte", () => {
    write("governance.html", page);
    write("_astro/page.Ab1.js", `console.log(${JSON.stringify(page)});`);
    const summary = precompressSite(dir);
    expect(summary.files).toBe(2);
    for (const name of ["governance.html", "_astro/page.Ab1.js"]) {
      expect(brotliDecompressSync(read(`${name}.br`)).equals(read(name))).toBe(true);
      expect(gunzipSync(read(`${name}.gz`)).equals(read(name))).toBe(true);
    }
    expect(read("governance.html.br").length).toBeLessThan(read("governance.html.gz").length);
  });

  it("leaves alone what gains nothing or is not for visitors: small files, images, the build's own files", () => {
    write("tiny.css", "a{}".repeat(Math.floor((MIN_BYTES - 1) / 3)));
    write("generated/hero.webp", page);
    write("_csp.map", page);
    write("_csp.json", page);
    write("_headers", page);
    expect(precompressSite(dir).files).toBe(0);
    for (const name of ["tiny.css", "generated/hero.webp", "_csp.map", "_csp.json", "_headers"]) {
      expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`))).toBe(false);
    }
  });

  it("replaces the copies of a file that changed and removes those of a file that went away", () => {
    write("a.html", page);
    write("b.html", page);
    precompressSite(dir);
    const changed = page.replace("A park", "A square");
    write("a.html", changed);
    rmSync(path.join(dir, "b.html"));
    precompressSite(dir);
    expect(brotliDecompressSync(read("a.html.br")).toString()).toBe(changed);
    expect(gunzipSync(read("a.html.gz")).toString()).toBe(changed);
    expect(existsSync(path.join(dir, "b.html.br"))).toBe(false);
    expect(existsSync(path.join(dir, "b.html.gz"))).toBe(false);
  });
});
