/*
 * docs/product.md §4 counters without React, installed by src/components/ui/stat-grid.astro on the pages that
 * have counters. Each `[data-count-up]` (src/components/ui/count-up.tsx) carries its target, duration,
 * tick, visibility threshold and format in its markup, and holds two stacked boxes: the final value
 * (`[data-count-up-final]`, what the page shows without scripts) and the digits that count
 * (`[data-count-up-digits]`, already reading 0 in the HTML). The stylesheet shows the digits, not the
 * final value, once the page's head has marked the document as scripted (`html.js`) and motion is
 * welcome, so the first frame already reads 0 and nothing resets. A counter counts up once, when at
 * least its threshold is visible, one step every tick over its duration; under reduced motion the
 * stylesheet keeps the final value and the counter is done at once. Only `count-up.ts` is
 * imported (it imports nothing), so Astro writes this script into the page.
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
