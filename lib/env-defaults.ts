/** Defaults for the build-time configuration; .env.example documents each variable. */
export const DEFAULT_WP_API_BASE = "https://worldurbanparks.org/blog";
export const DEFAULT_SITE_URL = "https://worldurbanparks.org";
/** The bundled sample feed that `npm start` and the tests run (sample-feed/server.ts). */
export const SAMPLE_FEED_ORIGIN = "http://127.0.0.1:4010";
