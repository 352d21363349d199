/**
 * The site's HTTP security headers and its Content-Security-Policy, in one place. The build
 * (scripts/security-headers.ts) writes them per page into out/_headers and out/_csp.map;
 * deploy/nginx.conf serves them. Scripts run only from the site itself or as inline scripts whose
 * sha256 hash was computed from the built page: no 'unsafe-inline', no 'unsafe-eval'.
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
} as const;

/** Origins Google Analytics 4 needs when GA_MEASUREMENT_ID is set. */
export const ANALYTICS_SCRIPT_ORIGIN = "https://www.googletagmanager.com";
export const ANALYTICS_CONNECT_ORIGINS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
] as const;

export type CspOptions = {
  /** sha256 hashes ('sha256-…') of the page's inline scripts. */
  scriptHashes: readonly string[];
  /** Origin of the WordPress feed (API calls and featured images). */
  feedOrigin: string;
  hasAnalytics: boolean;
};

export function contentSecurityPolicy({ scriptHashes, feedOrigin, hasAnalytics }: CspOptions): string {
  const analyticsScript = hasAnalytics ? [ANALYTICS_SCRIPT_ORIGIN] : [];
  const analyticsConnect = hasAnalytics ? ANALYTICS_CONNECT_ORIGINS : [];
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'self'"],
    // 'wasm-unsafe-eval' lets the site search (Pagefind) compile its WebAssembly; it allows no JS eval.
    "script-src": [
      "'self'",
      "'wasm-unsafe-eval'",
      ...scriptHashes.map((hash) => `'${hash}'`),
      ...analyticsScript,
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", feedOrigin, ...analyticsConnect],
    "font-src": ["'self'"],
    "connect-src": ["'self'", feedOrigin, ...analyticsConnect],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
    .join("; ");
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
