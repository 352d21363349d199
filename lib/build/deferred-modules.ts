/**
 * `import url from "./module?deferred-url"`: the URL of `module` built as a file of its own, for a page
 * script to load when it chooses (lib/browser/load-module.ts), such as after the first paint; no `import()`,
 * so the importing script stays inline (docs/decisions/page-behaviour-script.md).
 */

const DEFERRED_URL_QUERY = "?deferred-url";
const VIRTUAL_PREFIX = "\0deferred-url:";
/**
 * Stands in the code for a chunk's path until the chunk's name is known (renderChunk). Rollup's
 * reference ids may hold `$` and `_`, so renderChunk replaces each known id as a literal string.
 */
const PLACEHOLDER_PREFIX = "__DEFERRED_URL_";
const placeholderOf = (reference: string) => `${PLACEHOLDER_PREFIX}${reference}__`;

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
  const references = new Set<string>();
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
      references.add(reference);
      return `export default ${JSON.stringify(placeholderOf(reference))};`;
    },
    renderChunk(this: RenderContext, code: string, chunk: { fileName: string }) {
      if (!code.includes(PLACEHOLDER_PREFIX)) return null;
      let withPaths = code;
      for (const reference of references) {
        withPaths = withPaths.split(placeholderOf(reference)).join(`${base}${this.getFileName(reference)}`);
      }
      if (withPaths.includes(PLACEHOLDER_PREFIX)) {
        throw new Error(`${chunk.fileName}: a ?deferred-url placeholder was left without its chunk's path`);
      }
      return { code: withPaths, map: null };
    },
  };
}
