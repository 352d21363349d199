/**
 * Ports of the end-to-end run. They differ from `npm start`'s (3000 and 4010) so tests can run
 * while the site is being served; override them to run several checkouts side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_FEED_PORT = Number(process.env.E2E_FEED_PORT ?? 4110);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_FEED_ORIGIN = `http://127.0.0.1:${E2E_FEED_PORT}`;
/** nginx serving out/ with deploy/nginx.conf (the production reference). */
export const E2E_NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 3300);
export const E2E_NGINX_URL = `http://127.0.0.1:${E2E_NGINX_PORT}`;

/** The second build (scripts/e2e.ts): as production builds it, with analytics configured. */
export const E2E_LIVE_DIR = "out-live";
export const E2E_LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? 3150);
export const E2E_LIVE_URL = `http://127.0.0.1:${E2E_LIVE_PORT}`;
/** The measurement id the live build is configured with (no request ever leaves the machine). */
export const E2E_ANALYTICS_ID = "G-E2ETEST01";
/** The day out/ is built as of: the spring 2025 the spec describes, before every event. */
export const E2E_SITE_DATE = "2025-06-01";

/** e2e/editing.spec.ts: the editing screen (`npm run edit`) of a copy of the repository, and its rebuilt site. */
export const E2E_EDIT_PORT = Number(process.env.E2E_EDIT_PORT ?? 3400);
export const E2E_EDIT_SITE_PORT = Number(process.env.E2E_EDIT_SITE_PORT ?? 3450);
