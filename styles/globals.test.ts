// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";
import { afterAll, describe, expect, it } from "vitest";

/*
 * Tailwind finds class names by scanning the repository's files. The editors' data files and the
 * docs are prose: a word in them that is also a utility's name must not add CSS to every page
 * (styles/globals.css says what is not scanned). Checked on a small copy of the layout.
 */
const root = mkdtempSync(path.join(tmpdir(), "tailwind-sources-"));
symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"), "dir");
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

async function buildCss(): Promise<string> {
  const from = path.join(root, "styles/globals.css");
  const result = await postcss([tailwind({ base: root })]).process(readFileSync(from, "utf8"), { from });
  return result.css;
}

describe("styles/globals.css: where class names come from", () => {
  write("styles/globals.css", readFileSync("styles/globals.css", "utf8"));
  write("components/card.tsx", 'export const Card = () => <div className="skew-y-3" />;\n');
  write("src/data/pages.ts", 'export const tone = "hue-rotate-15";\n');
  write("content/board/a-director.yaml", "name: A Director\n# skew-x-12\nposition: backdrop-sepia\n");
  write("docs/editing.md", "Use the invert-0 filter.\n");
  write("README.md", "sepia-0\n");

  it("takes them from the code", async () => {
    const css = await buildCss();
    expect(css).toContain(".skew-y-3");
    expect(css).toContain(".hue-rotate-15");
  });

  it("not from the data files, the docs or the README", async () => {
    const css = await buildCss();
    for (const word of [".skew-x-12", ".backdrop-sepia", ".invert-0", ".sepia-0"])
      expect(css).not.toContain(word);
  });
});
