/*
 * docs/product.md §4 counters without React, installed by src/components/ui/stat-grid.astro; each
 * `[data-count-up]` carries its numbers in its markup. Only `count-up.ts` is imported (it imports nothing),
 * so Astro writes this script into the page (docs/decisions/counters-without-react.md).
 */
import { countUpSteps, formatCount } from "@/lib/count-up";

type CounterPhase = "idle" | "counting" | "done";

function formatOf(counter: HTMLElement): (value: number) => string {
  const { countPrefix = "", countSuffix = "", countGrouped } = counter.dataset;
  return (value) => `${countPrefix}${formatCount(value, countGrouped !== undefined)}${countSuffix}`;
}

function setPhase(counter: HTMLElement, phase: CounterPhase): void {
  counter.dataset.countUp = phase;
}

/** Counts one counter from 0 to its target, one step every tick; returns a function that stops it. */
function startCounter(counter: HTMLElement): () => void {
  const digits = counter.querySelector("[data-count-up-digits]");
  const format = formatOf(counter);
  const tickMs = Number(counter.dataset.countTick);
  const steps = countUpSteps(Number(counter.dataset.countTo), Number(counter.dataset.countDuration), tickMs);
  let next = 0;
  setPhase(counter, "counting");
  const timer = window.setInterval(() => {
    const value = steps[next++];
    if (digits && value !== undefined) digits.textContent = format(value);
    if (next < steps.length) return;
    window.clearInterval(timer);
    setPhase(counter, "done");
  }, tickMs);
  return () => window.clearInterval(timer);
}

/** Starts every counter of the page once it is visible enough; under reduced motion, none counts. */
export function installCounters(root: ParentNode = document): void {
  const counters = [...root.querySelectorAll<HTMLElement>("[data-count-up]")];
  const first = counters[0];
  if (!first) return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    for (const counter of counters) {
      const digits = counter.querySelector("[data-count-up-digits]");
      if (digits) digits.textContent = formatOf(counter)(Number(counter.dataset.countTo));
      setPhase(counter, "done");
    }
    return;
  }
  const threshold = Number(first.dataset.countThreshold);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < threshold) continue;
        observer.unobserve(entry.target);
        startCounter(entry.target as HTMLElement);
      }
    },
    { threshold },
  );
  for (const counter of counters) observer.observe(counter);
}
