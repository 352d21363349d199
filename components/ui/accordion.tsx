"use client";

import { ChevronDown } from "lucide-react";
import {
  createContext,
  useContext,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type Context,
  type KeyboardEvent,
  type RefObject,
} from "react";

import { cx } from "@/lib/utils";

type AccordionSingleProps = {
  /** One row open at a time. */
  type: "single";
  /** Whether the open row closes when its header is clicked again. */
  collapsible?: boolean;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

type AccordionMultipleProps = {
  /** Rows open and close independently. */
  type: "multiple";
  collapsible?: never;
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
};

type AccordionProps = (AccordionSingleProps | AccordionMultipleProps) &
  Omit<ComponentProps<"div">, "defaultValue" | "onChange">;

type AccordionState = {
  openValues: readonly string[];
  /** Opens or closes a row. */
  toggle: (value: string) => void;
  /** Whether an open row may close (false for a single accordion that isn't collapsible). */
  canClose: boolean;
  rootRef: RefObject<HTMLDivElement | null>;
};

const AccordionContext = createContext<AccordionState | null>(null);

type ItemState = { isOpen: boolean; triggerId: string; contentId: string; value: string };

const ItemContext = createContext<ItemState | null>(null);

function useRequiredContext<T>(context: Context<T | null>, name: string): T {
  const value = useContext(context);
  if (!value) throw new Error(`${name} must be used inside its Accordion`);
  return value;
}

const asList = (value: string | string[] | undefined): string[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : value ? [value] : [];

/**
 * Accordion (WAI-ARIA accordion pattern): each row's header is a heading holding a button with
 * aria-expanded and aria-controls; its content is a region labelled by that button. Arrow Up/Down,
 * Home and End move between the headers. Use type="single" collapsible for one-at-a-time, or
 * type="multiple" for rows that open independently; `value` or `defaultValue` names the open row
 * (a list of rows for "multiple").
 */
export function Accordion(props: AccordionProps) {
  // The accordion's own props, kept apart from the div's.
  const { type, collapsible = false, value, defaultValue, onValueChange: _, ...divProps } = props;
  const [uncontrolled, setUncontrolled] = useState<string[]>(() => asList(defaultValue) ?? []);
  const openValues = asList(value) ?? uncontrolled;
  const rootRef = useRef<HTMLDivElement>(null);
  const canClose = type === "multiple" || collapsible;

  const toggle = (item: string) => {
    const isOpen = openValues.includes(item);
    if (isOpen && !canClose) return;
    if (props.type === "single") {
      const next = isOpen ? "" : item;
      setUncontrolled(next ? [next] : []);
      props.onValueChange?.(next);
      return;
    }
    const next = isOpen ? openValues.filter((open) => open !== item) : [...openValues, item];
    setUncontrolled(next);
    props.onValueChange?.(next);
  };

  return (
    <AccordionContext value={{ openValues, toggle, canClose, rootRef }}>
      <div ref={rootRef} data-accordion-root="" {...divProps} />
    </AccordionContext>
  );
}

type AccordionItemProps = ComponentProps<"div"> & { value: string };

export function AccordionItem({ value, className, ...props }: AccordionItemProps) {
  const { openValues } = useRequiredContext(AccordionContext, "AccordionItem");
  const id = useId();
  const isOpen = openValues.includes(value);
  return (
    <ItemContext value={{ isOpen, value, triggerId: `${id}-trigger`, contentId: `${id}-content` }}>
      <div
        data-state={isOpen ? "open" : "closed"}
        className={cx("overflow-hidden rounded-card border border-line bg-surface", className)}
        {...props}
      />
    </ItemContext>
  );
}

/** Padding of a row's header and content: "compact" is tighter on phones. */
type AccordionSpacing = "default" | "compact";

const spacingStyles: Record<AccordionSpacing, string> = {
  default: "p-5",
  compact: "p-4 sm:p-5",
};

/** Headers of this accordion (not of one nested in it), in order. */
function triggersOf(root: HTMLElement): HTMLButtonElement[] {
  return Array.from(root.querySelectorAll<HTMLButtonElement>("button[data-accordion-trigger]")).filter(
    (trigger) => trigger.closest("[data-accordion-root]") === root,
  );
}

type AccordionTriggerProps = ComponentProps<"button"> & { spacing?: AccordionSpacing };

export function AccordionTrigger({
  className,
  children,
  spacing = "default",
  onClick,
  onKeyDown,
  ...props
}: AccordionTriggerProps) {
  const { toggle, canClose, rootRef } = useRequiredContext(AccordionContext, "AccordionTrigger");
  const { isOpen, value, triggerId, contentId } = useRequiredContext(ItemContext, "AccordionTrigger");
  const state = isOpen ? "open" : "closed";

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const root = rootRef.current;
    if (!root || !["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    const triggers = triggersOf(root);
    const current = triggers.indexOf(event.currentTarget);
    const last = triggers.length - 1;
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? last
          : event.key === "ArrowDown"
            ? (current + 1) % triggers.length
            : (current - 1 + triggers.length) % triggers.length;
    event.preventDefault();
    triggers[next]?.focus();
  };

  return (
    <h3 data-state={state} className="flex">
      <button
        type="button"
        id={triggerId}
        aria-controls={contentId}
        aria-expanded={isOpen}
        aria-disabled={isOpen && !canClose ? true : undefined}
        data-state={state}
        data-accordion-trigger=""
        className={cx(
          "group flex flex-1 items-center justify-between gap-4 text-start font-semibold",
          "hover:bg-surface-muted",
          spacingStyles[spacing],
          className,
        )}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) toggle(value);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) moveFocus(event);
        }}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
    </h3>
  );
}

type AccordionContentProps = ComponentProps<"div"> & { spacing?: AccordionSpacing };

/** Closed content stays in the pre-rendered HTML (hidden), so it is indexed and searchable. */
export function AccordionContent({ className, spacing = "default", ...props }: AccordionContentProps) {
  const { isOpen, triggerId, contentId } = useRequiredContext(ItemContext, "AccordionContent");
  return (
    <div
      id={contentId}
      role="region"
      aria-labelledby={triggerId}
      data-state={isOpen ? "open" : "closed"}
      className={cx("border-t border-line data-[state=closed]:hidden", spacingStyles[spacing], className)}
      {...props}
    />
  );
}
