"use client";

import { useEffect, type RefObject } from "react";

import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/**
 * Moves the element down by `factor` × the scroll distance while its section is on screen,
 * so it drifts slower than the page. Off under reduced motion.
 */
export function useParallax(ref: RefObject<HTMLElement | null>, factor: number): void {
  const isReduced = usePrefersReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element || isReduced) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = Math.min(window.scrollY, window.innerHeight * 1.5) * factor;
      element.style.transform = `translate3d(0, ${offset.toFixed(1)}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.cancelAnimationFrame(frame);
      element.style.transform = "";
    };
  }, [ref, factor, isReduced]);
}
