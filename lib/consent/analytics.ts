/**
 * Starting and stopping Google Analytics 4 in the page, once the visitor has answered: loading adds
 * /analytics.js once per page; stopping denies analytics storage, sets Google's opt-out flag and deletes
 * the Analytics cookies (docs/decisions/analytics-consent.md).
 */

export const ANALYTICS_SCRIPT_PATH = "/analytics.js";

/** Google Analytics' own cookies: `_ga`, `_ga_<container>`, and older tags' `_gid`, `_gat…`. */
const ANALYTICS_COOKIE = /^_(ga|gid|gat)(_|$)/;

/** Google's documented per-property opt-out flag: while true, gtag sends nothing for that id. */
const optOutFlag = (measurementId: string) => `ga-disable-${measurementId}`;

const setOptOut = (measurementId: string, isOptedOut: boolean) =>
  Reflect.set(window, optOutFlag(measurementId), isOptedOut);

function analyticsScript(): HTMLScriptElement | null {
  return document.head.querySelector(`script[src="${ANALYTICS_SCRIPT_PATH}"]`);
}

/**
 * Loads analytics for `measurementId`, at once. Returns false when it was already loaded on this
 * page (then a withdrawal made earlier on the page is undone instead).
 */
export function loadAnalytics(measurementId: string): boolean {
  if (analyticsScript()) {
    setOptOut(measurementId, false);
    window.gtag?.("consent", "update", { analytics_storage: "granted" });
    return false;
  }
  const script = document.createElement("script");
  script.src = ANALYTICS_SCRIPT_PATH;
  script.async = true;
  script.dataset.measurementId = measurementId;
  document.head.append(script);
  return true;
}

/** Stops analytics on this page (when it was loaded) and deletes its cookies. */
export function stopAnalytics(measurementId: string): void {
  if (analyticsScript()) {
    window.gtag?.("consent", "update", { analytics_storage: "denied" });
    setOptOut(measurementId, true);
  }
  deleteAnalyticsCookies();
}

/** The cookie names of `cookieHeader` (document.cookie) that Google Analytics sets. */
export function analyticsCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter((name) => ANALYTICS_COOKIE.test(name));
}

/**
 * Where a cookie of `hostname` may have been set: the host itself (no Domain attribute) and every
 * parent domain, since gtag sets its cookies on the highest domain it can ("www.example.org" →
 * "", "www.example.org", "example.org", "org"; the browser ignores the impossible ones).
 */
export function cookieDomainsOf(hostname: string): string[] {
  const labels = hostname.split(".");
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return [""];
  return ["", ...labels.map((_, index) => labels.slice(index).join("."))];
}

function deleteAnalyticsCookies(): void {
  for (const name of analyticsCookieNames(document.cookie))
    for (const domain of cookieDomainsOf(window.location.hostname))
      document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain ? `; Domain=${domain}` : ""}`;
}
