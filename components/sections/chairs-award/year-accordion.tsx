"use client";

import { useLayoutEffect, useRef, useState, type ReactNode } from "react";

import { Accordion } from "@/components/ui/accordion";

type YearAccordionProps = { defaultValue: string; className?: string; children: ReactNode };

type Anchor = { header: HTMLElement; top: number };

/**
 * The Chair's Award years: one open at a time, collapsible (SPEC §2, §4). Opening a year closes the
 * open one; when that one is above, the page would jump up by its height. The clicked header is
 * measured before the change and the page scrolled back by the difference after layout, before
 * the browser paints, so the header stays under the pointer. The scroll is instant (no motion).
 */
export function YearAccordion({ defaultValue, className, children }: YearAccordionProps) {
  const [value, setValue] = useState(defaultValue);
  const anchor = useRef<Anchor | null>(null);

  useLayoutEffect(() => {
    const pending = anchor.current;
    anchor.current = null;
    if (!pending?.header.isConnected) return;
    const shift = pending.header.getBoundingClientRect().top - pending.top;
    if (Math.abs(shift) >= 1) window.scrollBy({ top: shift, behavior: "instant" });
  }, [value]);

  return (
    <Accordion
      type="single"
      collapsible
      value={value}
      onValueChange={setValue}
      onClickCapture={(event) => {
        const header =
          event.target instanceof Element
            ? event.target.closest<HTMLElement>("button[data-accordion-trigger]")
            : null;
        anchor.current = header ? { header, top: header.getBoundingClientRect().top } : null;
      }}
      className={className}
    >
      {children}
    </Accordion>
  );
}
