import type { Stat } from "@/content/types";
import { cx } from "@/lib/utils";

import { CountUp } from "./count-up";

type StatGridProps = {
  stats: readonly Stat[];
  /** For a dark background. */
  isInverse?: boolean;
  /** `compact` for a narrow box (a hero's side panel): smaller numbers, tighter columns. */
  size?: "default" | "compact";
  className?: string;
  label?: string;
};

/**
 * A row of animated counters with their labels, as a description list. The numbers share one
 * line even when a label wraps: each column stacks from the top.
 */
export function StatGrid({ stats, isInverse = false, size = "default", className, label }: StatGridProps) {
  const isCompact = size === "compact";
  return (
    <dl
      aria-label={label}
      className={cx(
        "grid text-center",
        isCompact ? "gap-4" : "gap-6",
        stats.length === 4 && "grid-cols-2 lg:grid-cols-4",
        // A hero's side panel keeps its three counters on one row even on a phone, so it stays short
        // and the hero's drawing shows below it.
        stats.length !== 4 && (isCompact ? "grid-cols-3" : "grid-cols-1 sm:grid-cols-3"),
        className,
      )}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex min-w-0 flex-col-reverse justify-end gap-1">
          <dt className={cx("text-sm font-medium sm:text-base", isInverse ? "text-brand-100" : "text-muted")}>
            {stat.label}
          </dt>
          <dd
            className={cx(
              "font-extrabold tracking-tight",
              isCompact ? "text-2xl sm:text-4xl" : "text-4xl sm:text-5xl",
              isInverse ? "text-white" : "text-brand-800",
            )}
          >
            <CountUp
              value={stat.value}
              durationMs={stat.durationMs}
              prefix={stat.prefix}
              suffix={stat.suffix}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}
