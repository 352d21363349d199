import { describe, expect, it } from "vitest";

import { deferredModules } from "./deferred-modules";

const SOURCE = "/repo/lib/browser/deferred-behaviour.ts";
const CHUNK = { fileName: "page.js" };
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
  // Rollup's reference ids are drawn from [a-zA-Z0-9_$]: a CI checkout once got "DvysxZW$", which a
  // \w+ pattern left in the page as a URL that did not exist.
  it.each(["ref1", "DvysxZW$", "_a$_", "x_"])(
    "builds the module as a chunk of its own and gives the importer its final path (reference %s)",
    async (reference) => {
      const plugin = deferredModules();
      plugin.configResolved({ command: "build", base: "/" });
      const emitted: { type: string; id: string }[] = [];
      const code = plugin.load.call(
        {
          emitFile: (file) => {
            emitted.push(file);
            return reference;
          },
        },
        await virtualIdOf(plugin, "@/lib/browser/deferred-behaviour?deferred-url"),
      );
      expect(emitted).toEqual([{ type: "chunk", id: SOURCE }]);
      const rendered = plugin.renderChunk.call(
        { getFileName: (asked) => (asked === reference ? "_astro/deferred-behaviour.Ab12.js" : "?") },
        `const o=${JSON.stringify(code?.match(/"(.*)"/)?.[1])};load(o);`,
        CHUNK,
      );
      expect(rendered?.code).toBe('const o="/_astro/deferred-behaviour.Ab12.js";load(o);');
    },
  );

  it("fails the build rather than ship a placeholder it cannot fill", () => {
    const plugin = deferredModules();
    plugin.configResolved({ command: "build", base: "/" });
    expect(() =>
      plugin.renderChunk.call({ getFileName: () => "never" }, 'load("__DEFERRED_URL_unknown__");', CHUNK),
    ).toThrow("page.js: a ?deferred-url placeholder was left without its chunk's path");
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
    expect(plugin.renderChunk.call({ getFileName: () => "never" }, "const a=1;", CHUNK)).toBeNull();
    await expect(plugin.resolveId.call(resolveContext, "@/lib/missing?deferred-url")).rejects.toThrow(
      "cannot resolve @/lib/missing",
    );
  });
});
