import { ChevronDown } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";

import { cx } from "@/lib/utils";

/** Padding of a row's header and content: "compact" is tighter on phones. */
const spacingStyles = {
  default: "p-5",
  compact: "p-4 sm:p-5",
} as const;

type DisclosureProps = Omit<ComponentProps<"details">, "children"> & {
  /** What the header shows, next to its chevron. */
  summary: ReactNode;
  /** The header's accessible name, when its visible parts would run together ("2020, 1 Award"). */
  summaryLabel?: string;
  summaryClassName?: string;
  spacing?: keyof typeof spacingStyles;
  children: ReactNode;
};

/**
 * A collapsible row on the native `<details>`: no script, the browser's own keyboard and
 * screen-reader behaviour, and the content stays in the HTML (indexed and searchable). Rows that
 * share a `name` form a group where opening one closes the other; rows without one open freely.
 */
export function Disclosure({
  summary,
  summaryLabel,
  summaryClassName,
  spacing = "default",
  className,
  children,
  ...props
}: DisclosureProps) {
  return (
    <details
      className={cx("group overflow-hidden rounded-card border border-line bg-surface", className)}
      {...props}
    >
      <summary
        aria-label={summaryLabel}
        className={cx(
          "flex cursor-pointer list-none items-center justify-between gap-4 text-start font-semibold",
          "hover:bg-surface-muted [&::-webkit-details-marker]:hidden",
          spacingStyles[spacing],
          summaryClassName,
        )}
      >
        {summary}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted transition-transform duration-200 group-open:rotate-180"
        />
      </summary>
      <div className={cx("border-t border-line", spacingStyles[spacing])}>{children}</div>
    </details>
  );
}
