import type { ComponentProps } from "react";

import { EXTERNAL_LINK_REL, linkKind } from "@/lib/links";

/** What screen readers hear after the name of a link that opens in a new tab. */
export const NEW_TAB_HINT = "(opens in a new tab)";

export type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** Hide the screen-reader hint "(opens in a new tab)" when the label already says so. */
  hideNewTabHint?: boolean;
};

/**
 * The one link component (docs/product.md §2 link kinds): http(s) links open in a new tab with
 * rel="noopener noreferrer"; `#hash` links, mailto:/tel: and internal links are plain anchors (each
 * page is its own HTML document; the page's behaviour script scrolls `#hash` links smoothly).
 */
export function SmartLink({ href, children, hideNewTabHint, ...props }: SmartLinkProps) {
  switch (linkKind(href)) {
    case "external": {
      // A name given with aria-label replaces the link's text, hint included: add it there.
      const label = props["aria-label"];
      const hasHint = !hideNewTabHint;
      return (
        <a
          href={href}
          target="_blank"
          rel={EXTERNAL_LINK_REL}
          {...props}
          aria-label={label && hasHint ? `${label} ${NEW_TAB_HINT}` : label}
        >
          {children}
          {hasHint && !label && <span className="sr-only"> {NEW_TAB_HINT}</span>}
        </a>
      );
    }
    case "hash":
    case "contact":
    case "internal":
      return (
        <a href={href} {...props}>
          {children}
        </a>
      );
  }
}
