/**
 * Islands are marked by name: a component an .astro file places with a `client:` directive lives
 * in a `*.island.tsx` file, and every such file is placed as an island somewhere. The import rule for
 * islands (.dependency-cruiser-islands.cjs) relies on it (docs/decisions/import-rules.md).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(dir, file));
}

/** The file an import specifier of `importer` names, relative to the repository. */
function resolveImport(importer: string, specifier: string): string {
  const base = specifier.startsWith("@/") ? specifier.slice(2) : path.join(path.dirname(importer), specifier);
  return path.extname(base) === ".astro" ? base : `${base}.tsx`;
}

/** Each component an .astro file places with a client: directive, with the file it comes from. */
function placedIslands(astroFile: string): { component: string; file: string }[] {
  const source = readFileSync(path.join(ROOT, astroFile), "utf8");
  const imports = new Map<string, string>();
  for (const [, names, specifier] of source.matchAll(/^import\s+(.+?)\s+from\s+"([^"]+)";/gms)) {
    for (const name of (names ?? "").replace(/[{}]/g, "").split(",")) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local && specifier) imports.set(local, specifier);
    }
  }
  const placed: { component: string; file: string }[] = [];
  for (const directive of source.matchAll(/\sclient:[a-z]+/g)) {
    const before = source.slice(0, directive.index);
    const component = [...before.matchAll(/<([A-Z][\w]*)/g)].pop()?.[1];
    const specifier = component ? imports.get(component) : undefined;
    if (!component || !specifier)
      throw new Error(`${astroFile}: a client: directive on an unknown component`);
    placed.push({ component, file: resolveImport(astroFile, specifier) });
  }
  return placed;
}

describe("islands", () => {
  const placed = filesUnder("src", ".astro").flatMap(placedIslands);

  it("are found", () => {
    expect(placed.length).toBeGreaterThan(10);
  });

  it("live in *.island.tsx files", () => {
    const unmarked = placed.filter(({ file }) => !file.endsWith(".island.tsx"));
    expect(unmarked).toEqual([]);
  });

  it("are every *.island.tsx file", () => {
    const placedFiles = new Set(placed.map(({ file }) => file));
    const unplaced = filesUnder("src", ".island.tsx").filter((file) => !placedFiles.has(file));
    expect(unplaced).toEqual([]);
  });
});
