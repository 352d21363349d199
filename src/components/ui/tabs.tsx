import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";

import { cx } from "@/lib/utils";

/*
 * The site's tabs: Radix's Tabs (WAI-ARIA tabs with automatic activation: only the selected tab is
 * in the tab order, Arrow Left/Right wrap, Home and End jump, one panel per tab labelled by it),
 * with the site's look.
 */

export const Tabs = TabsPrimitive.Root;

type TabsListProps = ComponentProps<typeof TabsPrimitive.List> & {
  /**
   * Display and gap of the tabs; replaces the default row (`flex flex-wrap gap-2`), which wraps on a
   * narrow screen so that no tab hides past the strip's edge.
   */
  layout?: string;
};

export function TabsList({ className, layout = "flex flex-wrap gap-2", ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      className={cx("w-full rounded-2xl bg-surface-muted p-1.5 ring-1 ring-line", layout, className)}
      {...props}
    />
  );
}

type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger> & {
  /** Display, gap and padding of the tab; replaces the default (`inline-flex gap-2 px-4 py-2`). */
  layout?: string;
};

export function TabsTrigger({
  className,
  layout = "inline-flex gap-2 px-4 py-2",
  ...props
}: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      className={cx(
        "min-h-11 shrink-0 items-center justify-center rounded-xl text-sm font-semibold",
        "text-muted transition-colors hover:text-ink",
        "data-[state=active]:bg-surface data-[state=active]:text-brand-900 data-[state=active]:shadow-sm",
        layout,
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
      className={cx("mt-8 focus-visible:outline-offset-4 data-[state=inactive]:hidden", className)}
      {...props}
    />
  );
}
