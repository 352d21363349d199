"use client";

import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from "react";

import { cx } from "@/lib/utils";

type TabsState = { value: string; select: (value: string) => void; baseId: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be used inside Tabs`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsProps = Omit<ComponentProps<"div">, "defaultValue"> & {
  /** The selected tab (controlled); use with `onValueChange`. */
  value?: string;
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
};

/**
 * Accessible tabs (WAI-ARIA tabs pattern with automatic activation): a tab list where only the
 * selected tab is in the tab order, Arrow Left/Right (wrapping), Home and End move focus and select,
 * and one panel per tab, labelled by its tab.
 */
export function Tabs({ value, defaultValue = "", onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selected = value ?? uncontrolled;

  const select = (next: string) => {
    if (next === selected) return;
    setUncontrolled(next);
    onValueChange?.(next);
  };

  return (
    <TabsContext value={{ value: selected, select, baseId }}>
      <div {...props} />
    </TabsContext>
  );
}

type TabsListProps = ComponentProps<"div"> & {
  /** Display and gap of the tabs; replaces the default scrolling row (`flex gap-2`). */
  layout?: string;
};

export function TabsList({ className, layout = "flex gap-2", ...props }: TabsListProps) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cx(
        "w-full overflow-x-auto rounded-2xl bg-surface-muted p-1.5 ring-1 ring-line",
        layout,
        className,
      )}
      {...props}
    />
  );
}

/** Keys that move focus along the tab list, and where to. */
const focusMoves: Record<string, (current: number, count: number) => number> = {
  ArrowLeft: (current, count) => (current - 1 + count) % count,
  ArrowRight: (current, count) => (current + 1) % count,
  Home: () => 0,
  PageUp: () => 0,
  End: (_, count) => count - 1,
  PageDown: (_, count) => count - 1,
};

/** Moves focus to another tab of the same list; focusing a tab selects it. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const move = focusMoves[event.key];
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!move || !list || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')).filter(
    (tab) => tab.closest('[role="tablist"]') === list,
  );
  event.preventDefault();
  tabs[move(tabs.indexOf(event.currentTarget), tabs.length)]?.focus();
}

type TabsTriggerProps = ComponentProps<"button"> & {
  value: string;
  /** Display, gap and padding of the tab; replaces the default (`inline-flex gap-2 px-4 py-2`). */
  layout?: string;
};

export function TabsTrigger({
  value,
  className,
  layout = "inline-flex gap-2 px-4 py-2",
  onClick,
  onFocus,
  onKeyDown,
  onMouseDown,
  ...props
}: TabsTriggerProps) {
  const tabs = useTabs("TabsTrigger");
  const isSelected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={isSelected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={isSelected ? "active" : "inactive"}
      tabIndex={isSelected ? 0 : -1}
      className={cx(
        "min-h-11 shrink-0 items-center justify-center rounded-xl text-sm font-semibold",
        "text-muted transition-colors hover:text-ink",
        "data-[state=active]:bg-surface data-[state=active]:text-brand-900 data-[state=active]:shadow-sm",
        layout,
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (event.defaultPrevented) return;
        // As Radix: a press focuses the tab in every browser (Safari doesn't focus buttons on
        // click), so the arrow keys work after it; other buttons and Ctrl+click don't select.
        if (event.button === 0 && !event.ctrlKey) event.currentTarget.focus();
        else event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !event.ctrlKey) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

type TabsContentProps = ComponentProps<"div"> & { value: string };

/**
 * Every panel stays in the pre-rendered HTML (hidden when inactive), so search engines and the
 * site search see all tabs, not just the default one.
 */
export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useTabs("TabsContent");
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={tabs.value === value ? "active" : "inactive"}
      tabIndex={0}
      className={cx("mt-8 focus-visible:outline-offset-4 data-[state=inactive]:hidden", className)}
      {...props}
    />
  );
}
