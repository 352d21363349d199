"use client";

import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

/** Accessible tabs on Radix: a tab list with arrow-key navigation and one panel per tab. */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        "flex w-full gap-2 overflow-x-auto rounded-2xl bg-surface-muted p-1.5 ring-1 ring-line",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold",
        "text-muted transition-colors hover:text-ink",
        "data-[state=active]:bg-surface data-[state=active]:text-brand-900 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Every panel stays in the pre-rendered HTML (hidden when inactive), so search engines and the
 * site search see all tabs, not just the default one.
 */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      forceMount
      className={cn("mt-8 focus-visible:outline-offset-4 data-[state=inactive]:hidden", className)}
      {...props}
    />
  );
}
