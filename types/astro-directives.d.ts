/** The site's own client directives (src/directives/, registered in astro.config.ts). */
declare module "astro" {
  interface AstroClientDirectives {
    "client:afterpaint"?: boolean;
    /** true, or a media query the widget hydrates only where it matches. */
    "client:afterload"?: boolean | string;
    /** true, or client:visible's options (`{ rootMargin: "200px" }`). */
    "client:inview"?: boolean | { rootMargin?: string };
  }
}

export {};
