"use client";

import type { ReactNode } from "react";

import { useScrolled } from "@/hooks/use-scrolled";
import { NAV_SCROLL_THRESHOLD_PX } from "@/lib/constants";
import { cx } from "@/lib/utils";

/**
 * The fixed bar; takes its shadowed style once the page scrolls past 50 px (SPEC §2). It must not
 * take a `backdrop-filter`, `filter` or `transform`: any of them makes the bar the containing block
 * of the phone menu's fixed panel, which then collapses into the 64 px bar.
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  const isScrolled = useScrolled(NAV_SCROLL_THRESHOLD_PX);
  return (
    <header
      data-scrolled={isScrolled ? "true" : "false"}
      className={cx(
        "fixed inset-x-0 top-0 z-50 border-b transition-[box-shadow,background-color,border-color] duration-200",
        isScrolled ? "border-transparent bg-surface shadow-header" : "border-line bg-surface",
      )}
    >
      {children}
    </header>
  );
}
