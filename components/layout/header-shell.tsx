"use client";

import type { ReactNode } from "react";

import { useScrolled } from "@/hooks/use-scrolled";
import { NAV_SCROLL_THRESHOLD_PX } from "@/lib/constants";
import { cx } from "@/lib/utils";

/** The fixed bar; takes its shadowed style once the page scrolls past 50 px (SPEC §2). */
export function HeaderShell({ children }: { children: ReactNode }) {
  const isScrolled = useScrolled(NAV_SCROLL_THRESHOLD_PX);
  return (
    <header
      data-scrolled={isScrolled ? "true" : "false"}
      className={cx(
        "fixed inset-x-0 top-0 z-50 border-b transition-[box-shadow,background-color,border-color] duration-200",
        isScrolled
          ? "border-transparent bg-surface/95 shadow-header backdrop-blur"
          : "border-line bg-surface",
      )}
    >
      {children}
    </header>
  );
}
