/**
 * Gives the main thread back between two steps of reading an answer (the cut, the parse, the
 * normalisation), with `scheduler.yield()` where there is one (docs/decisions/feed-work-in-short-tasks.md).
 */
type YieldingScheduler = { yield: () => Promise<void> };

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  return typeof scheduler?.yield === "function" ? scheduler.yield() : Promise.resolve();
}
