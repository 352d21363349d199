/**
 * The site's HTTP security headers, caching rules and Content-Security-Policy, in one place: scripts run only from
 * the site itself or inline with the sha256 hash of the built page's script, never 'unsafe-inline' or 'unsafe-eval'
 * (docs/decisions/serving-hardening.md).
 */
import { createHash } from "node:crypto";

/** Headers every response carries. */
export const SECURITY_HEADERS = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Only the site's own pages may load its files: another site's page can't embed them (CORP
  // binds the browser, not crawlers fetching a share image). The feed's images are the blog's.
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

/**
 * What Google Analytics 4 needs when GA_MEASUREMENT_ID is set, as sources with a path so nothing
 * else on Google's hosts is allowed: the tag itself (gtag.js, whatever its query) is the only
 * script; requests and pixels go to the collection endpoint of any region, and to the two
 * diagnostics endpoints the tag reports to on its own host.
 */
const ANALYTICS_SCRIPT_SOURCES = ["https://www.googletagmanager.com/gtag/js"] as const;
const ANALYTICS_HIT_SOURCES = [
  "https://*.google-analytics.com/g/collect",
  "https://*.analytics.google.com/g/collect",
  "https://www.googletagmanager.com/td",
  "https://www.googletagmanager.com/a",
] as const;

export type CspOptions = {
  /** sha256 hashes ('sha256-…') of the page's inline scripts. */
  scriptHashes: readonly string[];
  /** Origin of the WordPress feed (API calls and featured images). */
  feedOrigin: string;
  hasAnalytics: boolean;
};

function directivesOf({ scriptHashes, feedOrigin, hasAnalytics }: CspOptions): [string, readonly string[]][] {
  const analyticsScript = hasAnalytics ? ANALYTICS_SCRIPT_SOURCES : [];
  const analyticsHits = hasAnalytics ? ANALYTICS_HIT_SOURCES : [];
  return [
    ["default-src", ["'self'"]],
    // 'wasm-unsafe-eval' lets the site search (Pagefind) compile its WebAssembly; it allows no JS eval.
    [
      "script-src",
      ["'self'", "'wasm-unsafe-eval'", ...scriptHashes.map((hash) => `'${hash}'`), ...analyticsScript],
    ],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", feedOrigin, ...analyticsHits]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", feedOrigin, ...analyticsHits]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
}

const serialize = (directives: [string, readonly string[]][]) =>
  directives.map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`).join("; ");

export function contentSecurityPolicy(options: CspOptions): string {
  return serialize(directivesOf(options));
}

/** Directives that decide which scripts run: the only ones that differ from page to page. */
const SCRIPT_DIRECTIVES = new Set(["default-src", "script-src"]);

/**
 * The directives every page's policy shares, without those that decide which scripts run. For a
 * rule that applies to every path of a static host (`/*` in `_headers`): a host that combines it
 * with a page's own policy enforces both, and as this one allows at least what each page's does,
 * the page's own decides. On its own it still forbids plugins, framing, foreign <base> and forms.
 */
export function baselinePolicy(options: Omit<CspOptions, "scriptHashes">): string {
  return serialize(
    directivesOf({ ...options, scriptHashes: [] }).filter(([name]) => !SCRIPT_DIRECTIVES.has(name)),
  );
}

/**
 * The policy of every answer that is not a page: images, styles, fonts, text, the search index,
 * redirects and the server's own errors. Opened as a document, it runs no script at all (an SVG
 * "photo" holding one stays inert, in an opaque origin) and shows its own images and inline
 * styles only. The policy of a file a page loads does not apply to that page.
 */
export const FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * The policy of a script file: what a worker started from it runs under (the site search starts
 * Pagefind's, which fetches its index and compiles its WebAssembly). Opened as a document, a script
 * is text. No page's inline scripts and nothing from another origin; no `sandbox`, which is for
 * documents.
 */
export const SCRIPT_FILE_POLICY =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

/** Extensions of script files (served as JavaScript). */
export const SCRIPT_EXTENSIONS = ["js", "mjs"] as const;

/** The policy of a file that is not a page, by the path it is served at. */
export function filePolicyFor(path: string): string {
  return SCRIPT_EXTENSIONS.some((extension) => path.endsWith(`.${extension}`))
    ? SCRIPT_FILE_POLICY
    : FILE_POLICY;
}

/** Directives a <meta http-equiv> policy may not carry (browsers ignore them there, with a warning). */
const HEADER_ONLY_DIRECTIVES = new Set(["frame-ancestors", "report-uri", "sandbox"]);

/** A policy as a <meta http-equiv="Content-Security-Policy"> may carry it. */
export function metaPolicy(policy: string): string {
  return policy
    .split(/;\s*/)
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.has(directive.split(" ")[0] ?? ""))
    .join("; ");
}

/** Cache-Control of files whose name holds a hash of their content: they never change. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Where the framework (Astro) puts its content-hashed files. One list for the
 * local server, `_headers` and deploy/nginx.conf (whose map a unit test checks against it).
 */
export const HASHED_ASSET_PREFIXES = ["/_astro/"] as const;

export type CacheRule = {
  /** Paths starting with one of these… */
  prefixes: readonly string[];
  /** …or ending in one of these extensions. */
  extensions: readonly string[];
  cacheControl: string;
};

/**
 * For a file's own answer, in order, first match wins; anything else (HTML included) revalidates
 * on every visit.
 */
export const CACHE_RULES: readonly CacheRule[] = [
  { prefixes: HASHED_ASSET_PREFIXES, extensions: [], cacheControl: IMMUTABLE },
  // Generated images keep their names from build to build.
  { prefixes: ["/generated/"], extensions: [], cacheControl: "public, max-age=86400" },
  {
    prefixes: [],
    extensions: ["ico", "svg", "png", "jpg", "jpeg", "webp", "woff2", "txt", "xml", "ics"],
    cacheControl: "public, max-age=3600",
  },
];
export const REVALIDATE = "no-cache";

/**
 * Whether an answer is the file itself (2xx), or a 304 that revalidates it (which must repeat the
 * file's Cache-Control, or the browser would store the weaker one): the caching rules apply to
 * these only. A redirect or an error revalidates, so a 301 or a 404 under /_astro/ is never kept
 * for a year under a name a later deploy may fill.
 */
function isFileAnswer(status: number): boolean {
  return (status >= 200 && status < 300) || status === 304;
}

/**
 * Cache-Control for an answer with `status` for the file served at `path` (the file's own path:
 * `/membership.html` for the page /membership, `/404.html` for any unknown path), as nginx's
 * `map "$status $uri" $cache_control`.
 */
export function cacheControlFor(path: string, status: number): string {
  if (!isFileAnswer(status)) return REVALIDATE;
  const rule = CACHE_RULES.find(
    ({ prefixes, extensions }) =>
      prefixes.some((prefix) => path.startsWith(prefix)) ||
      extensions.some((extension) => path.endsWith(`.${extension}`)),
  );
  return rule?.cacheControl ?? REVALIDATE;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/** sha256 hashes of the inline scripts of an HTML page (data blocks like JSON-LD excluded). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.push(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...new Set(hashes)];
}

/** The URL path a file of out/ is served at: index.html → "/", a/b.html → "/a/b". */
export function routeOfHtmlFile(file: string): string {
  const route = `/${file.replace(/\\/g, "/").replace(/\.html$/, "")}`;
  if (route === "/index") return "/";
  return route.replace(/\/index$/, "");
}
