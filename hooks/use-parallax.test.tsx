import { act, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { setReducedMotion } from "@/test/browser-stubs";

import { useParallax } from "./use-parallax";

function Layer() {
  const ref = useRef<HTMLDivElement>(null);
  useParallax(ref, 0.5);
  return <div ref={ref} data-testid="layer" />;
}

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

describe("useParallax", () => {
  afterEach(() => {
    setReducedMotion(false);
    scrollTo(0);
  });

  it("moves the layer by half the scroll distance", () => {
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    const { getByTestId } = render(<Layer />);
    act(() => scrollTo(200));
    expect(getByTestId("layer").style.transform).toBe("translate3d(0, 100.0px, 0)");
  });

  it("stays still under prefers-reduced-motion", () => {
    setReducedMotion(true);
    const { getByTestId } = render(<Layer />);
    act(() => scrollTo(200));
    expect(getByTestId("layer").style.transform).toBe("");
  });
});
