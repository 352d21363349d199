/**
 * Gives the main thread back between two steps of reading an answer (the cut, the parse, the
 * normalisation), so that each is a task of its own and a long answer never makes one long task.
 * `scheduler.yield()` continues as soon as the browser has handled what waits (input, paint),
 * ahead of other tasks, without setTimeout's minimum delay, and the test clocks that fake timers
 * leave it alone. Where there is none (older browsers, Node in unit tests) the steps simply follow
 * each other, as they did before.
 */
type YieldingScheduler = { yield: () => Promise<void> };

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  return typeof scheduler?.yield === "function" ? scheduler.yield() : Promise.resolve();
}
