/**
 * What a built page hydrates, read from out/ alone: its islands, each with its directive, when its code loads at a
 * given screen width and that code's gzip size, plus the renderer and the page's own module scripts, for
 * `npm run bench` (docs/decisions/the-benchmark.md).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Lighthouse's mobile screen width in CSS pixels (its default, moto g power). */
export const LIGHTHOUSE_MOBILE_WIDTH = 412;

type IslandLoads = "with page" | "when visible" | "never";

export type Island = {
  /** The component's export name ("StatGrid"). */
  component: string;
  /** load, idle, visible, media, or the site's afterpaint and afterload. */
  directive: string;
  /** The media query of client:media or client:afterload ("(min-width: 1024px)"), when it has one. */
  media?: string;
  /** Its module's path under out/ ("/_astro/stat-grid.Bx1.js"). */
  module: string;
  /**
   * gzip bytes of the code it loads beyond its renderer: its module and that module's static
   * imports, less the renderer's own files. A chunk two islands share counts in each island here,
   * and once in the page's totals.
   */
  bytes: number;
  /** When its code loads at the given width (docs/decisions/the-benchmark.md). */
  loads: IslandLoads;
};

export type PageIslands = {
  islands: Island[];
  /** gzip bytes of the renderer the loading islands hydrate with, and its imports (0 if none). */
  rendererBytes: number;
  /** gzip bytes of the module scripts the HTML loads itself (`<script type="module" src>`). */
  pageScriptBytes: number;
  /** Every script file the page loads without a click at that width, each once, with its gzip size. */
  files: Map<string, number>;
  /** Their gzip total in bytes. */
  bytes: number;
  /** gzip bytes of the files that load with the page, before any scrolling. */
  withPageBytes: number;
  /** gzip bytes of the files only client:visible islands load (bytes − withPageBytes). */
  whenVisibleBytes: number;
};

export type IslandsOptions = {
  /** Screen width in CSS pixels that client:media queries are read against. */
  viewportWidth?: number;
};

const ISLAND = /<astro-island\b([^>]*)>/g;
const SCRIPT = /<script\b([^>]*)>/g;
/**
 * Static imports and re-exports in a built chunk: `import{a}from"./x.js"`, `import"./x.js"`,
 * `export{a}from"./x.js"`. A dynamic `import("./x.js")` has a parenthesis and never matches.
 */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w${}\s,*]+?\s*from\s*)?["']([^"']+\.js)["']/g;
/** One width condition of a media query: `(min-width: 1024px)`, `(max-width: 63.99rem)`. */
const WIDTH_CONDITION = /^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|em|rem)\s*\)$/;

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

const decodeAttribute = (value: string) =>
  value
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 6 }).length;
}

/**
 * Whether a media query made of width conditions joined by "and" matches a screen `width` CSS
 * pixels wide (1em = 1rem = 16px); undefined for any other query.
 */
export function mediaMatches(query: string, width: number): boolean | undefined {
  const conditions = query.trim().split(/\s+and\s+/i);
  const results = conditions.map((condition) => {
    const [, bound, value = "", unit] = WIDTH_CONDITION.exec(condition.trim()) ?? [];
    if (!bound) return undefined;
    const pixels = Number(value) * (unit === "px" ? 1 : 16);
    return bound === "min" ? width >= pixels : width <= pixels;
  });
  return results.includes(undefined) ? undefined : results.every(Boolean);
}

/** An import specifier as a path under out/, relative to the importing module. */
function resolveModule(from: string, specifier: string): string {
  return new URL(specifier, new URL(from, "http://out")).pathname;
}

/** The module and every module it imports statically, as paths under out/. */
function closureOf(outDir: string, module: string, seen = new Set<string>()): Set<string> {
  if (seen.has(module)) return seen;
  seen.add(module);
  const code = readFileSync(path.join(outDir, module), "utf8");
  for (const [, specifier = ""] of code.matchAll(STATIC_IMPORT)) {
    closureOf(outDir, resolveModule(module, specifier), seen);
  }
  return seen;
}

/** The built modules of out/, each read and compressed once. */
function moduleGraph(outDir: string) {
  const closures = new Map<string, Set<string>>();
  const sizes = new Map<string, number>();
  const closure = (module: string | undefined): Set<string> => {
    if (!module) return new Set();
    const known = closures.get(module) ?? closureOf(outDir, module);
    closures.set(module, known);
    return known;
  };
  const size = (module: string): number => {
    const known = sizes.get(module) ?? gzipSize(path.join(outDir, module));
    sizes.set(module, known);
    return known;
  };
  const bytes = (modules: Iterable<string>) =>
    [...modules].reduce((total, module) => total + size(module), 0);
  return { closure, size, bytes };
}

const union = (sets: Iterable<Set<string>>) => new Set([...sets].flatMap((set) => [...set]));

/** `<script type="module" src="…">` files of the page, as paths under out/. */
function pageModuleScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .map(([, attributes = ""]) => attributes)
    .filter((attributes) => attribute(attributes, "type") === "module")
    .map((attributes) => attribute(attributes, "src"))
    .filter((src): src is string => src?.startsWith("/") === true);
}

type RawIsland = Omit<Island, "bytes"> & { renderer?: string };

/** client:media's query, from the island's `opts` attribute (`{"name":…,"value":"(…)"}`). */
function mediaQueryOf(attributes: string): string | undefined {
  const opts = attribute(attributes, "opts");
  if (!opts) return undefined;
  const { value } = JSON.parse(decodeAttribute(opts)) as { value?: unknown };
  return typeof value === "string" ? value : undefined;
}

/** Directives whose value is a media query the island hydrates only where it matches. */
const MEDIA_DIRECTIVES = new Set(["media", "afterload"]);

function loadsWhen(directive: string, media: string | undefined, width: number): IslandLoads {
  if (directive === "visible" || directive === "inview") return "when visible";
  if (MEDIA_DIRECTIVES.has(directive) && media !== undefined && mediaMatches(media, width) === false)
    return "never";
  return "with page";
}

function rawIslands(html: string, width: number): RawIsland[] {
  return [...html.matchAll(ISLAND)].map(([, attributes = ""]) => {
    const directive = attribute(attributes, "client") ?? "?";
    const media = MEDIA_DIRECTIVES.has(directive) ? mediaQueryOf(attributes) || undefined : undefined;
    return {
      component: attribute(attributes, "component-export") ?? "?",
      directive,
      ...(media === undefined ? {} : { media }),
      module: attribute(attributes, "component-url") ?? "",
      renderer: attribute(attributes, "renderer-url") || undefined,
      loads: loadsWhen(directive, media, width),
    };
  });
}

/** Islands, renderer and page scripts of one built page (`htmlFile` is relative to `outDir`). */
export function islandsOf(
  outDir: string,
  htmlFile: string,
  { viewportWidth = LIGHTHOUSE_MOBILE_WIDTH }: IslandsOptions = {},
): PageIslands {
  const html = readFileSync(path.join(outDir, htmlFile), "utf8");
  const graph = moduleGraph(outDir);
  const raw = rawIslands(html, viewportWidth);
  /** Everything an island loads: its module's closure and its renderer's. */
  const codeOf = (island: RawIsland) => union([graph.closure(island.module), graph.closure(island.renderer)]);
  const loading = raw.filter((island) => island.loads !== "never");

  const pageScripts = union(pageModuleScripts(html).map((script) => graph.closure(script)));
  const withPage = union([
    pageScripts,
    ...loading.filter((island) => island.loads === "with page").map(codeOf),
  ]);
  const all = union([pageScripts, ...loading.map(codeOf)]);

  const islands = raw.map(({ renderer, ...island }) => {
    const rendererCode = graph.closure(renderer);
    const own = [...graph.closure(island.module)].filter((file) => !rendererCode.has(file));
    return { ...island, bytes: graph.bytes(own) };
  });
  const bytes = graph.bytes(all);
  const withPageBytes = graph.bytes(withPage);
  return {
    islands,
    rendererBytes: graph.bytes(union(loading.map((island) => graph.closure(island.renderer)))),
    pageScriptBytes: graph.bytes(pageScripts),
    files: new Map([...all].map((module) => [module, graph.size(module)])),
    bytes,
    withPageBytes,
    whenVisibleBytes: bytes - withPageBytes,
  };
}
