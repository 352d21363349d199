declare global {
  interface Window {
    /** gtag's command queue (public/analytics.js). */
    dataLayer?: unknown[];
    /** gtag's command function, set by public/analytics.js (lib/consent/analytics.ts calls it). */
    gtag?: (...args: unknown[]) => void;
  }
}

export {};
