import { vi } from "vitest";

/**
 * happy-dom lacks a working IntersectionObserver and matchMedia, and reports no paints or idle
 * periods. These stubs let unit tests decide what is visible, which media queries match, when the
 * page paints and when the browser is idle.
 */
type ObserverRecord = { callback: IntersectionObserverCallback; elements: Set<Element> };

const observers = new Set<ObserverRecord>();

export function installIntersectionObserverStub(): void {
  class StubIntersectionObserver {
    readonly root = null;
    readonly rootMargin = "0px";
    readonly thresholds: readonly number[] = [0];
    private record: ObserverRecord;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, elements: new Set() };
      observers.add(this.record);
    }
    observe(element: Element) {
      this.record.elements.add(element);
    }
    unobserve(element: Element) {
      this.record.elements.delete(element);
    }
    disconnect() {
      this.record.elements.clear();
      observers.delete(this.record);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  globalThis.IntersectionObserver = StubIntersectionObserver as unknown as typeof IntersectionObserver;
}

/** Reports `element` as visible at `ratio` to every observer watching it. */
export function showElement(element: Element, ratio = 1): void {
  for (const record of [...observers]) {
    if (!record.elements.has(element)) continue;
    const entry = {
      target: element,
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
    } as IntersectionObserverEntry;
    record.callback([entry], {} as IntersectionObserver);
  }
}

let reducedMotion = false;

export function setReducedMotion(value: boolean): void {
  reducedMotion = value;
}

export function installMatchMediaStub(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes("prefers-reduced-motion") ? reducedMotion : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

let imagesAreComplete = false;

/**
 * happy-dom never loads images but reports them complete with no width, which reads as "broken".
 * Make images report "still loading" unless a test says they already finished (or failed).
 */
export function installImageStub(): void {
  Object.defineProperty(HTMLImageElement.prototype, "complete", {
    configurable: true,
    get: () => imagesAreComplete,
  });
}

/** Pretend every image finished loading before React hydrated (with naturalWidth 0: it failed). */
export function setImagesComplete(value: boolean): void {
  imagesAreComplete = value;
}

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/**
 * A PerformanceObserver that reports the paints a test names (the first contentful paint by
 * default) to every observer of paints, and, as `buffered: true` does, those already painted to an
 * observer that starts watching after them; `largestPaint()` reports a largest-paint candidate to the
 * observers of those. `supported` is its `supportedEntryTypes`: `[]` is a browser that reports no paints.
 */
export function stubPaintObserver(supported: readonly string[] = ["paint"]): {
  paint: (name?: string) => void;
  largestPaint: () => void;
  disconnect: ReturnType<typeof vi.fn>;
} {
  const painted: string[] = [];
  const observers: { callback: PaintCallback; type: string }[] = [];
  const disconnect = vi.fn();
  const report = (callback: PaintCallback, names: readonly string[]) =>
    callback({ getEntriesByName: (wanted) => (names.includes(wanted) ? [{ name: wanted }] : []) });
  const observersOf = (type: string) => observers.filter((observer) => observer.type === type);
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = supported;
      constructor(private readonly callback: PaintCallback) {}
      observe({ type = "paint" }: { type?: string } = {}) {
        observers.push({ callback: this.callback, type });
        if (type === "paint" && painted.length > 0) report(this.callback, painted);
      }
      disconnect = disconnect;
    },
  );
  return {
    paint: (name = "first-contentful-paint") => {
      painted.push(name);
      observersOf("paint").forEach(({ callback }) => report(callback, [name]));
    },
    largestPaint: () =>
      observersOf("largest-contentful-paint").forEach(({ callback }) =>
        report(callback, ["largest-contentful-paint"]),
      ),
    disconnect,
  };
}

/** requestIdleCallback that runs its callbacks when the test calls `idle()`. */
export function stubIdle(): { idle: () => void } {
  const waiting: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => waiting.push(callback));
  return { idle: () => waiting.splice(0).forEach((callback) => callback()) };
}
