import { useRef } from "react";

import { useCountUp } from "@/hooks/use-count-up";
import { useInViewOnce } from "@/hooks/use-in-view";
import { useIsHydrated } from "@/hooks/use-is-hydrated";
import { usePrefersReducedMotion } from "@/hooks/use-prefers-reduced-motion";
import { COUNTER_VISIBILITY_THRESHOLD } from "@/lib/constants";
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
 * SPEC §4 counter: starts at 0 and counts up once, when at least 10% of it is visible, one step
 * every 50 ms over `durationMs`. Assistive technology and the pre-rendered HTML get the final
 * value; under reduced motion the final value shows at once. Until the counter runs, the page's
 * stylesheet paints its starting value (`data-count-from`) over the final one when scripts and
 * motion are on, so the first frame already shows 0 (globals.css). Tabular digits in a box as
 * wide as the final value keep the layout still while it counts.
 */
export function CountUp({ value, durationMs, prefix = "", suffix = "", isGrouped, className }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const isHydrated = useIsHydrated();
  const isReduced = usePrefersReducedMotion();
  const isInView = useInViewOnce(ref, COUNTER_VISIBILITY_THRESHOLD);
  const { value: current, phase } = useCountUp(value, durationMs, isInView, isReduced);
  const format = (n: number) => `${prefix}${formatCount(n, isGrouped)}${suffix}`;
  const finalText = format(value);

  return (
    <span
      ref={ref}
      data-count-up={isHydrated ? phase : "pending"}
      className={cx("inline-block tabular-nums", className)}
    >
      <span className="sr-only">{finalText}</span>
      <span
        aria-hidden="true"
        data-count-up-digits=""
        data-count-from={format(0)}
        className="inline-block"
        style={{ minWidth: `${finalText.length}ch` }}
      >
        {isHydrated ? format(current) : finalText}
      </span>
    </span>
  );
}
