import { afterEach, describe, expect, it, vi } from "vitest";

import { stubPaintObserver } from "@/test/browser-stubs";

import inView from "./in-view";

type IntersectionCallback = (entries: { isIntersecting: boolean }[]) => void;

/** An IntersectionObserver that reports what the test says is in view, and what it was given. */
function stubIntersectionObserver() {
  const observers: {
    callback: IntersectionCallback;
    options?: IntersectionObserverInit;
    targets: Element[];
  }[] = [];
  class FakeObserver {
    record: (typeof observers)[number];
    constructor(callback: IntersectionCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, targets: [] };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    observers,
    scroll: (isIntersecting: boolean) => observers.forEach(({ callback }) => callback([{ isIntersecting }])),
  };
}

/** An island with content, as Astro writes it (display: contents: its child has the box). */
function island() {
  const element = document.createElement("astro-island");
  element.append(document.createElement("div"));
  const hydrate = vi.fn();
  const load = vi.fn(async () => hydrate);
  return { element, load, hydrate };
}

/** The directive's options: Astro types the value as a string; at run time it is the directive's JSON value. */
const options = (value: unknown) => ({ name: "inview", value }) as Parameters<typeof inView>[1];

afterEach(() => vi.unstubAllGlobals());

describe("client:inview", () => {
  it("asks for nothing before the first contentful paint, even in view", async () => {
    const paints = stubPaintObserver(["paint"]);
    const view = stubIntersectionObserver();
    const { element, load, hydrate } = island();
    inView(load, options(true), element);

    paints.paint("first-paint");
    expect(view.observers).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();

    paints.paint("first-contentful-paint");
    expect(view.observers[0]?.targets).toEqual([element.firstElementChild]);
    view.scroll(true);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });

  it("then waits until the island comes into view, with client:visible's rootMargin", async () => {
    stubPaintObserver([]);
    const view = stubIntersectionObserver();
    const { element, load, hydrate } = island();
    inView(load, options({ rootMargin: "200px" }), element);

    expect(view.observers[0]?.options?.rootMargin).toBe("200px");
    view.scroll(false);
    expect(load).not.toHaveBeenCalled();
    view.scroll(true);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
