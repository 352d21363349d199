"use client";

import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

import { cx } from "@/lib/utils";

/**
 * Accordion on Radix: each header is a button with aria-expanded. Use type="single" collapsible
 * for one-at-a-time, or type="multiple" for rows that open independently.
 */
export const Accordion = AccordionPrimitive.Root;

/** Padding of a row's header and content: "compact" is tighter on phones. */
type AccordionSpacing = "default" | "compact";

const spacingStyles: Record<AccordionSpacing, string> = {
  default: "p-5",
  compact: "p-4 sm:p-5",
};

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={cx("overflow-hidden rounded-card border border-line bg-surface", className)}
      {...props}
    />
  );
}

type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  spacing?: AccordionSpacing;
};

export function AccordionTrigger({
  className,
  children,
  spacing = "default",
  ...props
}: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        className={cx(
          "group flex flex-1 items-center justify-between gap-4 text-start font-semibold",
          "hover:bg-surface-muted",
          spacingStyles[spacing],
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

type AccordionContentProps = ComponentProps<typeof AccordionPrimitive.Content> & {
  spacing?: AccordionSpacing;
};

/** Closed content stays in the pre-rendered HTML (hidden), so it is indexed and searchable. */
export function AccordionContent({ className, spacing = "default", ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content
      forceMount
      className={cx("border-t border-line data-[state=closed]:hidden", spacingStyles[spacing], className)}
      {...props}
    />
  );
}
