/**
 * Who may use the editing screen: in local mode the server's own name, its own origin and this run's key;
 * in GitHub and Cloud mode the server's public address, the editor signing in there. The site's preview
 * pages stay open (docs/decisions/editing-server-security.md).
 */
import { randomBytes, timingSafeEqual } from "node:crypto";

/** The environment variables that carry the run's key and port from the integration to the middleware. */
export const EDIT_TOKEN_ENV = "WUP_EDIT_TOKEN";
export const EDIT_PORT_ENV = "WUP_EDIT_LISTENING_PORT";
/** Hosted modes: the origin the editing server answers to (EDIT_SITE_URL's), from scripts/edit-server.ts. */
export const EDIT_ORIGIN_ENV = "WUP_EDIT_PUBLIC_ORIGIN";
/** The query parameter of the address printed in the terminal. */
export const EDIT_TOKEN_PARAM = "token";

const EDITING_PAGE = /^\/keystatic(?:\/|$)/;
const EDITING_API = /^\/api\/keystatic(?:\/|$)/;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

/** A fresh key for one run of the editing server. */
function newEditToken(): string {
  return randomBytes(32).toString("base64url");
}

/** `EDIT_TOKEN` when set (scripts that drive the screen), else a fresh key; a weak value is refused. */
export function editToken(value = process.env.EDIT_TOKEN): string {
  if (value === undefined || value === "") return newEditToken();
  if (!TOKEN_SHAPE.test(value))
    throw new Error("EDIT_TOKEN must be 32 to 128 letters, digits, '-' or '_' (or unset for a random key)");
  return value;
}

/** The cookie's name: one per port, since a browser shares a host's cookies across its ports. */
export function sessionCookieName(port: number): string {
  return `wup-edit-${port}`;
}

/** The names this server answers to: the loopback address it listens on, and localhost. */
export function editOrigins(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

/** True for the editing screen's pages and its API. */
export function isEditingPath(pathname: string): boolean {
  return EDITING_PAGE.test(pathname) || EDITING_API.test(pathname);
}

export type AccessVerdict =
  | { kind: "pass" }
  /** The key was in the address: keep it in the cookie and go to the same address without it. */
  | { kind: "sign-in"; location: string; cookie: string }
  | { kind: "refuse"; status: 400 | 401 | 403; message: string };

export type AccessRequest = { method: string; url: string; headers: Headers };

function sameSecret(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

export const NOT_THIS_SERVER = "This server answers only as 127.0.0.1 or localhost.";
export const OTHER_ORIGIN = "The editing screen answers only its own pages, not other sites or ports.";
export const notThisAddress = (origins: readonly string[]) =>
  `This editing server answers only as ${origins.join(" or ")} (EDIT_SITE_URL). Behind a proxy, pass on the Host header and X-Forwarded-Proto.`;
export const NO_KEY =
  "Open the editing screen from the address that `npm run edit` printed in its terminal: it carries this run's key.";

/** What to do with one request to the editing server, given this run's key and port. */
export function editAccess(
  request: AccessRequest,
  { token, port }: { token: string; port: number },
): AccessVerdict {
  const url = new URL(request.url);
  if (!isEditingPath(url.pathname)) return { kind: "pass" };

  const origins = editOrigins(port);
  const host = request.headers.get("host");
  if (host === null || !origins.includes(`http://${host.toLowerCase()}`))
    return { kind: "refuse", status: 400, message: NOT_THIS_SERVER };

  const origin = request.headers.get("origin");
  if (origin !== null && !origins.includes(origin))
    return { kind: "refuse", status: 403, message: OTHER_ORIGIN };
  const site = request.headers.get("sec-fetch-site");
  const isApi = EDITING_API.test(url.pathname);
  // A page may be opened from the terminal ("none"); the API only ever from the screen itself.
  const allowedSites = isApi ? ["same-origin"] : ["same-origin", "none"];
  if (site !== null && !allowedSites.includes(site))
    return { kind: "refuse", status: 403, message: OTHER_ORIGIN };

  const name = sessionCookieName(port);
  const given = url.searchParams.get(EDIT_TOKEN_PARAM);
  if (!isApi && given !== null && request.method === "GET") {
    if (!sameSecret(given, token)) return { kind: "refuse", status: 401, message: NO_KEY };
    url.searchParams.delete(EDIT_TOKEN_PARAM);
    return {
      kind: "sign-in",
      location: `${url.pathname}${url.search}`,
      cookie: `${name}=${token}; Path=/; HttpOnly; SameSite=Strict`,
    };
  }
  if (!sameSecret(cookieValue(request.headers.get("cookie"), name), token))
    return { kind: "refuse", status: 401, message: NO_KEY };
  return { kind: "pass" };
}

/**
 * What to do with one request in GitHub or Cloud mode, given the origins the server answers to
 * (EDIT_SITE_URL's, or its loopback address under `npm run edit`). The request's address (Host,
 * and X-Forwarded-Proto behind a proxy) must be one of them: Keystatic sends GitHub back to it
 * after sign-in. Another origin's script is refused, but a page may be opened from anywhere, the
 * API's sign-in steps included: GitHub's return to /api/keystatic/github/oauth/callback and Keystatic
 * Cloud's to /keystatic/cloud/oauth/callback are navigations from their sites.
 */
export function hostedEditAccess(
  request: AccessRequest,
  { origins }: { origins: readonly string[] },
): AccessVerdict {
  const url = new URL(request.url);
  if (!isEditingPath(url.pathname)) return { kind: "pass" };
  if (!origins.includes(url.origin)) return { kind: "refuse", status: 400, message: notThisAddress(origins) };

  const origin = request.headers.get("origin");
  if (origin !== null && !origins.includes(origin))
    return { kind: "refuse", status: 403, message: OTHER_ORIGIN };
  const site = request.headers.get("sec-fetch-site");
  const isNavigation = request.method === "GET" && request.headers.get("sec-fetch-mode") === "navigate";
  if (site !== null && !isNavigation && !["same-origin", "none"].includes(site))
    return { kind: "refuse", status: 403, message: OTHER_ORIGIN };
  return { kind: "pass" };
}
