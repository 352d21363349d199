import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CountUp, type CountUpProps } from "@/src/components/ui/count-up";
import { COUNTER_TICK_MS, COUNTER_VISIBILITY_THRESHOLD } from "@/lib/constants";
import { setReducedMotion, showElement } from "@/test/browser-stubs";

import { installCounters } from "./counters";

/** Puts the build's markup of these counters into the document, as the page has it. */
function renderCounters(...counters: CountUpProps[]): HTMLElement[] {
  document.body.innerHTML = counters.map((props) => renderToStaticMarkup(<CountUp {...props} />)).join("");
  return [...document.querySelectorAll<HTMLElement>("[data-count-up]")];
}

const digits = (counter: HTMLElement) => counter.querySelector("[data-count-up-digits]")?.textContent;

describe("counters (lib/browser/counters.ts)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    setReducedMotion(false);
    document.body.innerHTML = "";
  });

  it("start at 0 and wait until at least 10% is visible", () => {
    const [counter] = renderCounters({ value: 30, durationMs: 2000, suffix: "+" });
    installCounters();
    expect(digits(counter!)).toBe("0+");
    vi.advanceTimersByTime(3000);
    expect(digits(counter!)).toBe("0+");

    showElement(counter!, COUNTER_VISIBILITY_THRESHOLD / 2);
    vi.advanceTimersByTime(3000);
    expect(digits(counter!)).toBe("0+");
    expect(counter).toHaveAttribute("data-count-up", "idle");
  });

  it("tick every 50 ms and reach the target at the end of their own duration", () => {
    const [slow, fast] = renderCounters(
      { value: 30, durationMs: 2000, suffix: "+" },
      { value: 10, durationMs: 1000 },
    );
    installCounters();
    showElement(slow!, COUNTER_VISIBILITY_THRESHOLD);
    showElement(fast!, COUNTER_VISIBILITY_THRESHOLD);
    expect(slow).toHaveAttribute("data-count-up", "counting");

    vi.advanceTimersByTime(COUNTER_TICK_MS - 1);
    expect(digits(slow!)).toBe("0+");
    vi.advanceTimersByTime(1);
    expect(digits(fast!)).toBe("0");

    vi.advanceTimersByTime(1000 - COUNTER_TICK_MS);
    expect(digits(slow!)).toBe("15+");
    expect(digits(fast!)).toBe("10");
    expect(fast).toHaveAttribute("data-count-up", "done");
    expect(slow).toHaveAttribute("data-count-up", "counting");

    vi.advanceTimersByTime(1000);
    expect(digits(slow!)).toBe("30+");
    expect(slow).toHaveAttribute("data-count-up", "done");
  });

  it("count once: seen again, a counter doesn't restart", () => {
    const [counter] = renderCounters({ value: 10, durationMs: 1800 });
    installCounters();
    showElement(counter!);
    vi.advanceTimersByTime(2000);
    showElement(counter!);
    vi.advanceTimersByTime(COUNTER_TICK_MS);
    expect(digits(counter!)).toBe("10");
  });

  it("keep a prefix, a suffix and grouped thousands while counting", () => {
    const [counter] = renderCounters({
      value: 2000,
      durationMs: 100,
      prefix: "+",
      suffix: " km",
      isGrouped: true,
    });
    installCounters();
    showElement(counter!);
    vi.advanceTimersByTime(COUNTER_TICK_MS);
    expect(digits(counter!)).toBe("+1,000 km");
    vi.advanceTimersByTime(COUNTER_TICK_MS);
    expect(digits(counter!)).toBe("+2,000 km");
  });

  it("show the final value at once under prefers-reduced-motion", () => {
    setReducedMotion(true);
    const [counter] = renderCounters({ value: 1000, durationMs: 2500, suffix: "+" });
    installCounters();
    expect(digits(counter!)).toBe("1000+");
    expect(counter).toHaveAttribute("data-count-up", "done");
  });
});
