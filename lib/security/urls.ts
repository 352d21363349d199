/**
 * How the site's URLs are served, knowing only the files in out/: which paths redirect to their canonical URL, which
 * files are not for visitors. deploy/nginx.conf carries the same rules, and the local server uses these functions
 * (docs/decisions/canonical-redirects.md, docs/decisions/serving-hardening.md).
 */

/** The build's own files in out/, written by scripts/security-headers.ts for servers, never served. */
export const BUILD_FILES = {
  /** nginx `map $csp_key $page_csp`, included by deploy/nginx.conf. */
  cspMap: "_csp.map",
  /** Each page's policy as JSON, read by the local server. */
  cspJson: "_csp.json",
  /** Headers for static hosts that read one (Netlify, Cloudflare Pages). */
  staticHostHeaders: "_headers",
} as const;

/**
 * Not for visitors: the build's private files, and the 404 page under its own name (it answers
 * unknown paths, with status 404). A path is private when it is one of these, or one of these
 * followed by "." or "/" (`/404.html`, `/404/`).
 */
export const PRIVATE_PATHS: readonly string[] = [
  ...Object.values(BUILD_FILES).map((file) => `/${file}`),
  "/404",
];

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATHS.some(
    (privatePath) =>
      path === privatePath || path.startsWith(`${privatePath}/`) || path.startsWith(`${privatePath}.`),
  );
}

/**
 * The compressed copies the build writes beside each text file (scripts/lib/precompress.ts: `.br`
 * for brotli, `.gz` for gzip). A server sends one in the file's place when the browser accepts its
 * encoding; neither has a URL of its own.
 */
const PRECOMPRESSED_SUFFIXES = [".br", ".gz"] as const;

export function isPrecompressedCopy(path: string): boolean {
  return PRECOMPRESSED_SUFFIXES.some((suffix) => path.endsWith(suffix));
}

/** A path segment that may appear in a redirect target: no dot first, only [A-Za-z0-9._-]. */
const SEGMENT = "[A-Za-z0-9_-][A-Za-z0-9._-]*?";
const INDEX = /^\/index(?:\.html)?\/?$/;
const NOT_CANONICAL = new RegExp(`^(/${SEGMENT}(?:/${SEGMENT})*)(?:\\.html/?|/)$`);
/** A path made of safe segments only, or the root: it can be a redirect target as it is. */
const SAFE_PATH = new RegExp(`^(?:/|(?:/${SEGMENT})+)$`);
const REPEATED_SLASH = /(?:\/|%2f)(?:\/|%2f)/i;

/**
 * Whether a raw request path (before any query) repeats a slash, as "//" or with one written
 * "%2F": normalizePath merges them, so `//membership` is the page /membership under a second URL.
 */
export function hasRepeatedSlashes(rawPath: string): boolean {
  return REPEATED_SLASH.test(rawPath);
}

/**
 * Where a decoded, normalised path redirects (`/page.html`, `/page/` → `/page`; `/index`,
 * `/index.html`, `/index/` → `/`; with `repeatedSlashes`, the request's raw path had "//", so
 * `/page` → `/page` too), or undefined when it is canonical or unsafe. Only paths made of safe
 * characters are redirected, so a target can never hold a CR, LF, backslash or "//" (a normalised
 * path has none, and each of its segments starts with a letter, digit, "_" or "-"): anything else
 * is answered as it is (normally 404).
 */
export function canonicalPath(path: string, { repeatedSlashes = false } = {}): string | undefined {
  if (isPrivatePath(path)) return undefined;
  if (INDEX.test(path)) return "/";
  const target = NOT_CANONICAL.exec(path)?.[1];
  if (target !== undefined || !repeatedSlashes) return target;
  return SAFE_PATH.test(path) ? path : undefined;
}

/**
 * The path a server works with, from the raw request target's path: percent-decoded, slashes
 * merged, "." and ".." resolved (as nginx does). Undefined for a request to refuse with 400:
 * not absolute, malformed encoding, a NUL byte, or ".." above the root.
 */
export function normalizePath(rawPath: string): string | undefined {
  if (!rawPath.startsWith("/")) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const segments: string[] = [];
  const parts = decoded.split("/");
  for (const part of parts) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else segments.push(part);
  }
  const last = parts.at(-1);
  const trailingSlash = segments.length > 0 && (last === "" || last === "." || last === "..");
  return `/${segments.join("/")}${trailingSlash ? "/" : ""}`;
}
