import { COUNTER_TICK_MS } from "./constants";

/** Number of ticks a counter takes to reach its target over `durationMs` (at least one). */
export function countUpTicks(durationMs: number, tickMs: number = COUNTER_TICK_MS): number {
  return Math.max(1, Math.ceil(durationMs / tickMs));
}

/**
 * The value a counter shows after `tick` ticks of `totalTicks`: it grows linearly from 0,
 * never passes the target and lands exactly on it at the last tick.
 */
export function countUpValue(target: number, tick: number, totalTicks: number): number {
  if (tick <= 0) return 0;
  if (tick >= totalTicks) return target;
  return Math.floor((target * tick) / totalTicks);
}

/** Formats a counter value, with thousands separators when asked (1000 → "1,000"). */
export function formatCount(value: number, isGrouped = false): string {
  return isGrouped ? new Intl.NumberFormat("en-US").format(value) : String(value);
}
