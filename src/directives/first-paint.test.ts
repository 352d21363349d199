import { afterEach, describe, expect, it, vi } from "vitest";

import { whenLoadedPaintedAndIdle } from "./first-paint";

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/**
 * A PerformanceObserver that reports the first contentful paint when the test says so, and, as
 * `buffered: true` does, to an observer that starts watching after it.
 */
function stubPaintObserver() {
  let hasPainted = false;
  const observers: PaintCallback[] = [];
  const report = (callback: PaintCallback) =>
    callback({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{ name }] : []) });
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = ["paint"];
      constructor(private readonly callback: PaintCallback) {}
      observe() {
        observers.push(this.callback);
        if (hasPainted) report(this.callback);
      }
      disconnect() {}
    },
  );
  return {
    paint: () => {
      hasPainted = true;
      observers.forEach(report);
    },
  };
}

/** requestIdleCallback that runs its callback when the test says the browser is idle. */
function stubIdle() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => waiting.push(callback));
  return { idle: () => waiting.splice(0).forEach((callback) => callback()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("whenLoadedPaintedAndIdle (the page's deferred behaviours, client:afterload)", () => {
  it("waits for the load event, the first paint and then an idle moment, in whatever order the first two come", () => {
    for (const order of [
      ["load", "paint"],
      ["paint", "load"],
    ]) {
      vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
      const browser = stubIdle();
      const observer = stubPaintObserver();
      const then = vi.fn();
      whenLoadedPaintedAndIdle(then);

      for (const step of order) {
        browser.idle();
        expect(then, order.join(" then ")).not.toHaveBeenCalled();
        if (step === "load") window.dispatchEvent(new Event("load"));
        else observer.paint();
      }
      expect(then, order.join(" then ")).not.toHaveBeenCalled();
      browser.idle();
      expect(then, order.join(" then ")).toHaveBeenCalledTimes(1);
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it("does not wait for a load event that has already fired", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const browser = stubIdle();
    const observer = stubPaintObserver();
    const then = vi.fn();
    whenLoadedPaintedAndIdle(then);
    observer.paint();
    browser.idle();
    expect(then).toHaveBeenCalledTimes(1);
  });
});
