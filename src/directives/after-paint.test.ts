import { afterEach, describe, expect, it, vi } from "vitest";

import { stubIdle, stubPaintObserver } from "@/test/browser-stubs";

import afterPaint from "./after-paint";

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
