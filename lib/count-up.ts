/*
 * docs/product.md §4 counters, as pure functions. This module imports nothing: the counters' page script
 * (lib/browser/counters.ts) uses it, and a shared import would turn that inline script into a
 * separate file, a request before the first paint. The tick (COUNTER_TICK_MS) comes from the markup.
 */

/** Number of ticks a counter takes to reach its target over `durationMs` (at least one). */
export function countUpTicks(durationMs: number, tickMs: number): number {
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

/**
 * The values a counter shows, one per tick, from the first tick after 0 to the target: what it
 * paints every `tickMs` once it has started. Under reduced motion it is the target alone.
 */
export function countUpSteps(
  target: number,
  durationMs: number,
  tickMs: number,
  isReduced = false,
): number[] {
  if (isReduced) return [target];
  const totalTicks = countUpTicks(durationMs, tickMs);
  return Array.from({ length: totalTicks }, (_, index) => countUpValue(target, index + 1, totalTicks));
}

/** Formats a counter value, with thousands separators when asked (1000 → "1,000"). */
export function formatCount(value: number, isGrouped = false): string {
  return isGrouped ? new Intl.NumberFormat("en-US").format(value) : String(value);
}
