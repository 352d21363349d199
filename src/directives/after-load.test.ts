import { afterEach, describe, expect, it, vi } from "vitest";

import { stubIdle, stubPaintObserver } from "@/test/browser-stubs";

import afterLoad from "./after-load";
import { whenLoadedPaintedAndIdle } from "./first-paint";
import { announceSettled } from "./page-settled";

function stubReadyState(state: DocumentReadyState) {
  vi.spyOn(document, "readyState", "get").mockReturnValue(state);
}

/** A header holding an island with a button, as the site's header has. */
function headerIsland() {
  document.body.innerHTML =
    "<header><a href='/'>Home</a><astro-island><button>Menu</button></astro-island></header>";
  const island = document.querySelector<HTMLElement>("astro-island")!;
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  return {
    island,
    button: island.querySelector("button")!,
    link: document.querySelector("a")!,
    load,
    hydrate,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  delete document.documentElement.dataset.settled;
});

describe("client:afterload", () => {
  it("hydrates after the load event and the first paint, when the browser is next idle, not before", async () => {
    stubReadyState("interactive");
    const browser = stubIdle();
    const observer = stubPaintObserver();
    const { island, load, hydrate } = headerIsland();
    afterLoad(load, { name: "afterload", value: "" }, island);
    // The page script (page-scripts.astro) waits for the page and says so.
    whenLoadedPaintedAndIdle(announceSettled);

    browser.idle();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    browser.idle();
    expect(load).not.toHaveBeenCalled();
    observer.paint();
    expect(load).not.toHaveBeenCalled();
    browser.idle();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });

  it("hydrates at once when the page had settled before the island's code ran", async () => {
    announceSettled();
    const { island, load, hydrate } = headerIsland();
    afterLoad(load, { name: "afterload", value: "" }, island);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    announceSettled();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hydrates at once when a pointer reaches the header, before the page has loaded", async () => {
    stubReadyState("interactive");
    stubIdle();
    const { island, link, load, hydrate } = headerIsland();
    afterLoad(load, { name: "afterload", value: "" }, island);
    link.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    link.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("clicks a button again once hydrated when the click came before its code", async () => {
    stubReadyState("interactive");
    stubIdle();
    const { island, button, load, hydrate } = headerIsland();
    const clicks = vi.fn();
    afterLoad(load, { name: "afterload", value: "" }, island);
    button.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    button.click();
    button.addEventListener("click", clicks);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
  });

  it("with a media query, hydrates only where it matches", async () => {
    const { island, load } = headerIsland();
    afterLoad(load, { name: "afterload", value: "(min-width: 1024px)" }, island);
    announceSettled();
    island.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });
});
