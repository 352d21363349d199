"use client";

import Link from "next/link";
import { useState, type ComponentProps, type SyntheticEvent } from "react";

type IntentLinkProps = Omit<ComponentProps<typeof Link>, "prefetch">;

/**
 * An internal link that prefetches its page when the visitor shows intent (pointer over it, keyboard
 * focus, a finger down), not as soon as it scrolls into view. Next.js's default prefetches every
 * visible link on load; on a phone that is data and main-thread time spent on pages the visitor
 * mostly never opens.
 */
export function IntentLink({ onPointerEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [wanted, setWanted] = useState(false);
  const withIntent =
    <E extends SyntheticEvent<HTMLAnchorElement>>(handler?: (event: E) => void) =>
    (event: E) => {
      setWanted(true);
      handler?.(event);
    };

  return (
    <Link
      {...props}
      prefetch={wanted ? null : false}
      onPointerEnter={withIntent(onPointerEnter)}
      onFocus={withIntent(onFocus)}
      onTouchStart={withIntent(onTouchStart)}
    />
  );
}
