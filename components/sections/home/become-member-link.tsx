"use client";

import type { ReactNode } from "react";

import { buttonStyles } from "@/components/ui/button";
import { SCROLL_TO_TOP_DELAY_MS } from "@/lib/constants";

type BecomeMemberLinkProps = { href: string; children: ReactNode };

/**
 * 'Become a Member Today' (SPEC §1): navigates to the membership page, then scrolls the page to
 * the top after 100 ms. A real link underneath, so it also works without JavaScript.
 */
export function BecomeMemberLink({ href, children }: BecomeMemberLinkProps) {
  return (
    <a
      href={href}
      onClick={() => {
        window.setTimeout(
          () => window.scrollTo({ top: 0, left: 0, behavior: "instant" }),
          SCROLL_TO_TOP_DELAY_MS,
        );
      }}
      className={buttonStyles({ variant: "accent", size: "lg" })}
    >
      {children}
    </a>
  );
}
