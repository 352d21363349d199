import { COUNTER_TICK_MS, COUNTER_VISIBILITY_THRESHOLD } from "@/lib/constants";
import { formatCount } from "@/lib/count-up";
import { cx } from "@/lib/utils";

export type CountUpProps = {
  value: number;
  durationMs: number;
  prefix?: string;
  suffix?: string;
  /** Show thousands separators (2,847). Off by default: the spec writes "1000+". */
  isGrouped?: boolean;
  className?: string;
};

/**
 * docs/product.md §4 counter, rendered at build time; a small page script counts it up
 * (lib/browser/counters.ts, placed by src/components/ui/stat-grid.astro). Its markup carries what the
 * script needs. Two boxes share one grid cell, so the counter is as wide as its final value and
 * nothing moves while it counts (tabular digits): the final value, which the page shows without
 * scripts or with reduced motion, and the digits that count, which read 0 from the first frame
 * when scripts run (globals.css). Assistive technology reads the final value only.
 */
export function CountUp({ value, durationMs, prefix = "", suffix = "", isGrouped, className }: CountUpProps) {
  const format = (n: number) => `${prefix}${formatCount(n, isGrouped)}${suffix}`;
  const finalText = format(value);
  return (
    <span
      data-count-up="idle"
      data-count-to={value}
      data-count-duration={durationMs}
      data-count-tick={COUNTER_TICK_MS}
      data-count-threshold={COUNTER_VISIBILITY_THRESHOLD}
      data-count-prefix={prefix || undefined}
      data-count-suffix={suffix || undefined}
      data-count-grouped={isGrouped ? "" : undefined}
      className={cx("inline-grid tabular-nums", className)}
    >
      <span className="sr-only">{finalText}</span>
      <span aria-hidden="true" data-count-up-final="" className="[grid-area:1/1]">
        {finalText}
      </span>
      <span aria-hidden="true" data-count-up-digits="" data-pagefind-ignore="" className="[grid-area:1/1]">
        {format(0)}
      </span>
    </span>
  );
}
