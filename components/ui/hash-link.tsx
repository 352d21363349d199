"use client";

import type { ComponentProps, MouseEvent } from "react";

import { prefersReducedMotion } from "@/hooks/use-prefers-reduced-motion";

/** Scrolls to the element with `id` (smoothly unless reduced motion) and moves focus to it. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}

/**
 * An in-page link (`#section`). Without JavaScript it is a plain anchor; with it, it scrolls
 * smoothly, moves focus to the section and updates the address without a jump.
 */
export function HashLink({ href, onClick, ...props }: ComponentProps<"a"> & { href: `#${string}` }) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    if (scrollToSection(decodeURIComponent(href.slice(1)))) {
      event.preventDefault();
      window.history.pushState(window.history.state, "", href);
    }
  }
  return <a href={href} onClick={handleClick} {...props} />;
}
