import type { Stat } from "@/content/types";
import { cn } from "@/lib/utils";

import { CountUp } from "./count-up";

type StatGridProps = {
  stats: readonly Stat[];
  /** For a dark background. */
  isInverse?: boolean;
  className?: string;
  label?: string;
};

/** A row of animated counters with their labels, as a description list. */
export function StatGrid({ stats, isInverse = false, className, label }: StatGridProps) {
  return (
    <dl
      aria-label={label}
      className={cn(
        "grid gap-6 text-center",
        stats.length === 4 ? "grid-cols-2 lg:grid-cols-4" : "grid-cols-1 sm:grid-cols-3",
        className,
      )}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1">
          <dt className={cn("text-sm font-medium sm:text-base", isInverse ? "text-brand-100" : "text-muted")}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              "text-4xl font-extrabold tracking-tight sm:text-5xl",
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
