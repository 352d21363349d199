import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { setReducedMotion, showElement } from "@/test/browser-stubs";

import { CountUp } from "./count-up";

function digits(container: HTMLElement) {
  return container.querySelector("[data-count-up-digits]")?.textContent;
}

describe("CountUp", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => setReducedMotion(false));

  it("pre-renders the final value, so search engines and no-JS visitors see it", () => {
    const html = renderToString(<CountUp value={1000} durationMs={2500} suffix="+" />);
    expect(html).toContain("1000+");
    expect(html).toContain('data-count-up="pending"');
  });

  it("always exposes the final value to assistive technology", () => {
    const { container } = render(<CountUp value={30} durationMs={2000} suffix="+" />);
    expect(screen.getByText("30+", { selector: ".sr-only" })).toBeInTheDocument();
    expect(container.querySelector("[data-count-up-digits]")).toHaveAttribute("aria-hidden", "true");
  });

  it("waits at 0 until at least 10% is visible", () => {
    const { container } = render(<CountUp value={30} durationMs={2000} suffix="+" />);
    act(() => vi.advanceTimersByTime(3000));
    expect(digits(container)).toBe("0+");

    act(() => showElement(container.firstElementChild!, 0.05));
    act(() => vi.advanceTimersByTime(3000));
    expect(digits(container)).toBe("0+");
  });

  it("counts up every 50 ms and reaches the target at the end of its duration", () => {
    const { container } = render(<CountUp value={30} durationMs={2000} suffix="+" />);
    act(() => showElement(container.firstElementChild!, 0.1));

    act(() => vi.advanceTimersByTime(1000));
    expect(digits(container)).toBe("15+");

    act(() => vi.advanceTimersByTime(1000));
    expect(digits(container)).toBe("30+");
    expect(container.firstElementChild).toHaveAttribute("data-count-up", "done");
  });

  it("counts once: it doesn't restart when seen again", () => {
    const { container } = render(<CountUp value={10} durationMs={1800} />);
    act(() => showElement(container.firstElementChild!));
    act(() => vi.advanceTimersByTime(2000));
    act(() => showElement(container.firstElementChild!));
    act(() => vi.advanceTimersByTime(100));
    expect(digits(container)).toBe("10");
  });

  it("shows the final value at once under prefers-reduced-motion", () => {
    setReducedMotion(true);
    const { container } = render(<CountUp value={1000} durationMs={2500} suffix="+" />);
    expect(digits(container)).toBe("1000+");
  });

  it("reserves the final value's width, so nothing moves while counting", () => {
    const { container } = render(<CountUp value={1000} durationMs={2500} suffix="+" />);
    expect((container.querySelector("[data-count-up-digits]") as HTMLElement).style.minWidth).toBe("5ch");
  });
});
