import { useEffect, useState } from "react";

import { COUNTER_TICK_MS } from "@/lib/constants";
import { countUpTicks, countUpValue } from "@/lib/count-up";

export type CountUpPhase = "idle" | "counting" | "done";

/**
 * Counts from 0 to `target` once `isStarted` turns true, one step every 50 ms over `durationMs`.
 * With `isInstant` (reduced motion) it jumps straight to the target.
 */
export function useCountUp(target: number, durationMs: number, isStarted: boolean, isInstant: boolean) {
  const [tick, setTick] = useState(0);
  const totalTicks = countUpTicks(durationMs);
  const isDone = isInstant || tick >= totalTicks;

  useEffect(() => {
    if (!isStarted || isDone) return;
    const timer = window.setInterval(() => setTick((current) => current + 1), COUNTER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [isStarted, isDone]);

  const phase: CountUpPhase = isDone ? "done" : isStarted ? "counting" : "idle";
  const value = isInstant ? target : countUpValue(target, tick, totalTicks);
  return { value, phase };
}
