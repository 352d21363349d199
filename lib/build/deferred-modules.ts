/**
 * `import url from "./module?deferred-url"`: the URL of `module` built as a file of its own, for a
 * page script to load when it chooses (lib/browser/load-module.ts), such as after the first paint.
 *
 * A plain `import()` would not do for the scripts Astro writes into the page: Vite adds its preload
 * helper to any script with one, and Astro then makes the script a file of its own, loaded before
 * the first paint. Here the importing script holds a string, so it stays small and inline.
 *
 * In a build, the module is emitted as a chunk and the string is its final path (the base, then
 * _astro/name.hash.js: Rollup fills in the hash). In `astro dev` it is the source file's path,
 * which Vite serves.
 */

export const DEFERRED_URL_QUERY = "?deferred-url";
const VIRTUAL_PREFIX = "\0deferred-url:";
/** Stands in the code for a chunk's path until the chunk's name is known (renderChunk). */
const PLACEHOLDER = /__DEFERRED_URL_(\w+)__/g;

/** What the hooks use of Rollup's plugin context. */
type ResolveContext = {
  resolve: (
    source: string,
    importer?: string,
    options?: { skipSelf?: boolean },
  ) => Promise<{ id: string } | null>;
};
type LoadContext = { emitFile: (file: { type: "chunk"; id: string }) => string };
type RenderContext = { getFileName: (reference: string) => string };

/** A Vite plugin: serves `?deferred-url` imports (see above). */
export function deferredModules() {
  let isBuild = false;
  let base = "/";
  return {
    name: "deferred-modules",
    enforce: "pre" as const,
    configResolved(config: { command: "build" | "serve"; base: string }) {
      isBuild = config.command === "build";
      base = config.base;
    },
    async resolveId(this: ResolveContext, source: string, importer?: string) {
      if (!source.endsWith(DEFERRED_URL_QUERY)) return null;
      const target = source.slice(0, -DEFERRED_URL_QUERY.length);
      const resolved = await this.resolve(target, importer, { skipSelf: true });
      if (!resolved) throw new Error(`${source}: cannot resolve ${target} (imported by ${importer ?? "?"})`);
      return `${VIRTUAL_PREFIX}${resolved.id}`;
    },
    load(this: LoadContext, id: string) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const target = id.slice(VIRTUAL_PREFIX.length);
      if (!isBuild) return `export default ${JSON.stringify(`/@fs${target}`)};`;
      const reference = this.emitFile({ type: "chunk", id: target });
      return `export default "__DEFERRED_URL_${reference}__";`;
    },
    renderChunk(this: RenderContext, code: string) {
      if (!code.includes("__DEFERRED_URL_")) return null;
      const withPaths = code.replace(
        PLACEHOLDER,
        (_match, reference: string) => `${base}${this.getFileName(reference)}`,
      );
      return { code: withPaths, map: null };
    },
  };
}
