"use client";

import { useRef, type ReactNode } from "react";

import { useParallax } from "@/hooks/use-parallax";
import { PARALLAX_FACTOR } from "@/lib/constants";
import { cx } from "@/lib/utils";

/** Moves its (server-rendered) children with the scroll at SPEC's factor 0.5; still under reduced motion. */
export function ParallaxLayer({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useParallax(ref, PARALLAX_FACTOR);
  return (
    <div ref={ref} data-parallax="" className={cx("will-change-transform", className)}>
      {children}
    </div>
  );
}
