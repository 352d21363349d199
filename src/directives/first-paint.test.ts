import { afterEach, describe, expect, it, vi } from "vitest";

import { stubIdle, stubPaintObserver } from "@/test/browser-stubs";

import { whenLoadedPaintedAndIdle } from "./first-paint";

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

  it("waits, where the browser reports largest paints, until the largest has settled", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const browser = stubIdle();
    const observer = stubPaintObserver(["paint", "largest-contentful-paint"]);
    const then = vi.fn();
    whenLoadedPaintedAndIdle(then);
    observer.largestPaint();
    observer.paint();
    vi.advanceTimersByTime(60);
    // A larger paint 60 ms after the first: the page is not painted yet.
    observer.largestPaint();
    vi.advanceTimersByTime(60);
    browser.idle();
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(40);
    expect(then).not.toHaveBeenCalled();
    browser.idle();
    expect(then).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
