import { describe, expect, it } from "vitest";

import { deferredModules } from "./deferred-modules";

const SOURCE = "/repo/lib/browser/deferred-behaviour.ts";
const resolveContext = {
  resolve: (source: string) =>
    Promise.resolve(source === "@/lib/browser/deferred-behaviour" ? { id: SOURCE } : null),
};

async function virtualIdOf(plugin: ReturnType<typeof deferredModules>, source: string) {
  const id = await plugin.resolveId.call(resolveContext, source, "/repo/src/components/page-scripts.astro");
  if (typeof id !== "string") throw new Error(`${source} did not resolve`);
  return id;
}

describe("deferredModules", () => {
  it("builds the module as a chunk of its own and gives the importer its final path", async () => {
    const plugin = deferredModules();
    plugin.configResolved({ command: "build", base: "/" });
    const emitted: { type: string; id: string }[] = [];
    const code = plugin.load.call(
      {
        emitFile: (file) => {
          emitted.push(file);
          return "ref1";
        },
      },
      await virtualIdOf(plugin, "@/lib/browser/deferred-behaviour?deferred-url"),
    );
    expect(emitted).toEqual([{ type: "chunk", id: SOURCE }]);
    const rendered = plugin.renderChunk.call(
      { getFileName: (reference) => (reference === "ref1" ? "_astro/deferred-behaviour.Ab12.js" : "?") },
      `const o=${JSON.stringify(code?.match(/"(.*)"/)?.[1])};load(o);`,
    );
    expect(rendered?.code).toBe('const o="/_astro/deferred-behaviour.Ab12.js";load(o);');
  });

  it("serves the source file's path in development", async () => {
    const plugin = deferredModules();
    plugin.configResolved({ command: "serve", base: "/" });
    const code = plugin.load.call(
      { emitFile: () => "never" },
      await virtualIdOf(plugin, "@/lib/browser/deferred-behaviour?deferred-url"),
    );
    expect(code).toBe(`export default "/@fs${SOURCE}";`);
  });

  it("leaves other imports and chunks alone, and names a module it cannot find", async () => {
    const plugin = deferredModules();
    expect(await plugin.resolveId.call(resolveContext, "@/lib/browser/deferred-behaviour")).toBeNull();
    expect(plugin.load.call({ emitFile: () => "never" }, SOURCE)).toBeNull();
    expect(plugin.renderChunk.call({ getFileName: () => "never" }, "const a=1;")).toBeNull();
    await expect(plugin.resolveId.call(resolveContext, "@/lib/missing?deferred-url")).rejects.toThrow(
      "cannot resolve @/lib/missing",
    );
  });
});
