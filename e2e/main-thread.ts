import type { Browser, Page } from "@playwright/test";

/** A main-thread task's length: wall time, and the renderer thread's own CPU time within it. */
export type TaskLength = { wallMs: number; cpuMs: number };

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { frames?: { processId: number }[] } };
};

/** Trace events of each task the browser's threads run, in Chromium's trace categories. */
const TASK_EVENT = "RunTask";
const TRACE_CATEGORIES = ["toplevel", "disabled-by-default-devtools.timeline"];

/**
 * The longest tasks on the page's renderer main threads while `run` runs, traced by Chromium
 * (every task, not only those over 50 ms that a `longtask` observer reports, so numbers under 50 ms
 * can be read too): the longest in CPU time, the work the page did, and the longest in wall time,
 * which also counts the time the thread waited for a core (on a machine shared with other work,
 * several times more).
 */
export async function longestTaskDuring(
  browser: Browser,
  page: Page,
  run: () => Promise<void>,
): Promise<TaskLength> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let failure: unknown;
  try {
    await run();
  } catch (error) {
    failure = error;
  }
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  if (failure !== undefined) throw failure;
  return longestTask(trace.traceEvents);
}

/** The processes of the page's frames, as the trace names them when it starts. */
function pageProcesses(events: readonly TraceEvent[]): Set<number> | undefined {
  const frames = events.find((event) => event.name === "TracingStartedInBrowser")?.args?.data?.frames;
  return frames ? new Set(frames.map((frame) => frame.processId)) : undefined;
}

function longestTask(events: readonly TraceEvent[]): TaskLength {
  // Only the page's renderers: the browser's own pages (its headless UI) have main threads too.
  const processes = pageProcesses(events);
  const mainThreads = new Set(
    events
      .filter(
        (event) =>
          event.ph === "M" &&
          event.name === "thread_name" &&
          event.args?.name === "CrRendererMain" &&
          (processes?.has(event.pid) ?? true),
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events.filter(
    (event) => event.ph === "X" && event.name === TASK_EVENT && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  return {
    wallMs: Math.max(0, ...tasks.map((task) => (task.dur ?? 0) / 1000)),
    cpuMs: Math.max(0, ...tasks.map((task) => (task.tdur ?? 0) / 1000)),
  };
}
