/**
 * docs/product.md §2 link kinds: a link starting with http opens in a new tab, a hash link scrolls smoothly to
 * its section, anything else navigates inside the site. mailto: and tel: links are plain links.
 */
export type LinkKind = "external" | "hash" | "contact" | "internal";

export const EXTERNAL_LINK_REL = "noopener noreferrer";

export function linkKind(href: string): LinkKind {
  if (/^https?:/i.test(href)) return "external";
  if (href.startsWith("#")) return "hash";
  if (/^(mailto|tel):/i.test(href)) return "contact";
  return "internal";
}

/** Whether `href` (an internal path) is the current page or, for sections, one of its sub-pages. */
export function isCurrentPath(href: string, pathname: string): boolean {
  const clean = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
  return clean(href) === clean(pathname);
}
