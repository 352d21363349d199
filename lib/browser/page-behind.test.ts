import { fireEvent } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { holdPageBehind } from "./page-behind";

/** A page with a header, its main part and a footer, and a layer (a dialog) at the end. */
function page() {
  document.body.innerHTML = `
    <header id="header"><button>Menu</button></header>
    <main id="main"><a href="/a">A</a></main>
    <footer id="footer" inert></footer>
    <div id="backdrop"></div>
    <div id="portal"><div id="layer" role="dialog"></div></div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return {
    header: byId("header"),
    main: byId("main"),
    footer: byId("footer"),
    backdrop: byId("backdrop"),
    portal: byId("portal"),
    layer: byId("layer"),
  };
}

/** The frame that paints the layer, then the task after it. */
function paint() {
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
}

const root = document.documentElement;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
  });
  root.style.overflow = "";
  root.style.scrollbarGutter = "";
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("holdPageBehind", () => {
  it("leaves the page as it is until the layer has painted, then makes the rest inert and still", () => {
    const { header, main, portal, layer } = page();
    const release = holdPageBehind(layer);

    expect(main.inert).toBeFalsy();
    expect(root.style.overflow).toBe("");

    paint();
    expect(header.inert).toBe(true);
    expect(main.inert).toBe(true);
    expect(portal.inert).toBeFalsy();
    expect(root.style.overflow).toBe("hidden");
    expect(root.style.scrollbarGutter).toBe("stable");
    release();
  });

  it("holds the page at once when a key is pressed before the paint, so Tab cannot leave the layer", () => {
    const { main, layer } = page();
    const release = holdPageBehind(layer);

    fireEvent.keyDown(layer, { key: "Tab" });
    expect(main.inert).toBe(true);
    expect(root.style.overflow).toBe("hidden");
    release();
  });

  it("keeps the element that holds the layer (the phone menu's header) out of it", () => {
    const { header, main } = page();
    const button = header.querySelector("button") as HTMLElement;
    const release = holdPageBehind(button);

    paint();
    expect(header.inert).toBeFalsy();
    expect(main.inert).toBe(true);
    release();
  });

  it("keeps every part of a layer that the body holds apart (a dialog's backdrop and panel)", () => {
    const { main, backdrop, portal, layer } = page();
    const release = holdPageBehind(backdrop, layer);

    paint();
    expect(backdrop.inert).toBeFalsy();
    expect(portal.inert).toBeFalsy();
    expect(main.inert).toBe(true);
    release();
  });

  it("gives the page back as it was, and an element inert before stays inert", () => {
    const { main, footer, layer } = page();
    root.style.overflow = "clip";
    const release = holdPageBehind(layer);
    paint();

    release();
    expect(main.inert).toBe(false);
    expect(footer.inert).toBe(true);
    expect(root.style.overflow).toBe("clip");
    expect(root.style.scrollbarGutter).toBe("");
  });

  it("does nothing after a release that came before the paint", () => {
    const { main, layer } = page();
    const release = holdPageBehind(layer);

    release();
    paint();
    fireEvent.keyDown(document.body, { key: "Tab" });
    expect(main.inert).toBeFalsy();
    expect(root.style.overflow).toBe("");
  });
});
