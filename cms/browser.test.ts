/**
 * The editing screen runs keystatic.config.ts in the editor's browser: every module of ours that it imports
 * must load there, so none may import a Node module such as `node:fs`
 * (docs/decisions/forms-run-in-the-browser.md).
 */
import { builtinModules } from "node:module";

import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const isNodeModule = (specifier: string) =>
  specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0] ?? "");

/** Our own modules reached from `entry`, with the Node modules each imports (packages are left out). */
async function nodeImports(entry: string): Promise<{ modules: string[]; nodeImports: string[] }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: "browser",
    format: "esm",
    packages: "external",
    alias: { "@": "." },
    logLevel: "silent",
  });
  const inputs = Object.entries(result.metafile.inputs);
  return {
    modules: inputs.map(([file]) => file),
    nodeImports: inputs.flatMap(([file, input]) =>
      input.imports
        .filter((imported) => isNodeModule(imported.path))
        .map((imported) => `${file} imports ${imported.path}`),
    ),
  };
}

describe("the editing screen in the browser", () => {
  it("loads no module of ours that imports Node's file system or paths", async () => {
    const { modules, nodeImports: found } = await nodeImports("keystatic.config.ts");
    expect(modules).toContain("cms/governance.ts");
    expect(modules).toContain("cms/programme.ts");
    expect(found).toEqual([]);
  });
});
