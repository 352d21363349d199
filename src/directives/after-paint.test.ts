import { afterEach, describe, expect, it, vi } from "vitest";

import afterPaint from "./after-paint";

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver that reports the paints a test gives it. */
function stubPaintObserver(supported: string[]) {
  let report: PaintCallback = () => {};
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(callback: PaintCallback) {
      report = callback;
    }
    observe() {}
    disconnect = disconnect;
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return {
    paint: (name: string) => report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
    disconnect,
  };
}

/** requestIdleCallback that runs its callback when the test says the browser is idle. */
function stubIdle() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => waiting.push(callback));
  return { idle: () => waiting.splice(0).forEach((callback) => callback()) };
}

const island = () => {
  const hydrate = vi.fn();
  const load = vi.fn(async () => hydrate);
  return { load, hydrate };
};

afterEach(() => vi.unstubAllGlobals());

describe("client:afterpaint", () => {
  it("hydrates only after the first contentful paint, once the browser is idle", async () => {
    const observer = stubPaintObserver(["paint"]);
    const browser = stubIdle();
    const { load, hydrate } = island();
    afterPaint(load, { name: "afterpaint", value: "" }, document.createElement("astro-island"));

    browser.idle();
    observer.paint("first-paint");
    browser.idle();
    expect(load).not.toHaveBeenCalled();

    observer.paint("first-contentful-paint");
    expect(observer.disconnect).toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    browser.idle();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });

  it("waits only for idle where the browser reports no paints", async () => {
    stubPaintObserver([]);
    const browser = stubIdle();
    const { load, hydrate } = island();
    afterPaint(load, { name: "afterpaint", value: "" }, document.createElement("astro-island"));
    browser.idle();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });
});
