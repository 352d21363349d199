/** Defaults for the build-time configuration; .env.example documents each variable. */
export const DEFAULT_WP_API_BASE = "https://worldurbanparks.org/blog";
export const DEFAULT_SITE_URL = "https://worldurbanparks.org";
