/** The site's own client directive (src/directives/after-paint.ts, registered in astro.config.ts). */
declare module "astro" {
  interface AstroClientDirectives {
    "client:afterpaint"?: boolean;
  }
}

export {};
