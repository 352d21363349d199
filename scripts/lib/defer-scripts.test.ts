import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { deferScripts, LOADER_FALLBACK_MS } from "./defer-scripts";

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/pre.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-two.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  "</head><body><h1>Parks</h1><script>self.__next_f.push([1])</script></body></html>",
].join("");

type Added = { tag: string; props: Record<string, unknown> };
type PaintList = { getEntriesByName: (name: string) => unknown[] };

/**
 * Runs the page's last inline script with stand-ins for the DOM. With `paintTiming`, the browser has a
 * PerformanceObserver for paint entries; `paint()` then reports the first contentful paint.
 */
function runLoader(html: string, { paintTiming }: { paintTiming: boolean }) {
  const source = html.match(/<script>([^<]*)<\/script><\/body>/)?.[1] ?? "";
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const observers: {
    callback: (list: PaintList, observer: { disconnect: () => void }) => void;
    on: boolean;
  }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ["paint", "navigation"];
    constructor(callback: (typeof observers)[number]["callback"]) {
      observers.push({ callback, on: false });
    }
    observe(options: { type: string; buffered: boolean }) {
      const current = observers.at(-1);
      if (current && options.type === "paint" && options.buffered) current.on = true;
    }
  }
  const paint = (name: string) => {
    for (const observer of observers.filter((candidate) => candidate.on)) {
      const list = { getEntriesByName: (entry: string) => (entry === name ? [{ name }] : []) };
      observer.callback(list, { disconnect: () => (observer.on = false) });
    }
  };
  const document = {
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (el: Record<string, unknown>) => added.push({ tag: String(el.tag), props: el }) },
  };
  runInNewContext(source, {
    document,
    window: paintTiming ? { PerformanceObserver } : {},
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
  });
  const runTimers = (ms: number) =>
    timers.filter((timer) => timer.ms === ms).forEach((timer) => timer.callback());
  return { added, frames, paint, runTimers };
}

const loaded = (added: Added[]) => added.map(({ tag, props }) => [tag, props.href ?? props.src]);
const allLoaded = [
  ["link", "/_next/static/chunks/pre.js"],
  ["script", "/_next/static/chunks/one.js"],
  ["script", "/_next/static/chunks/turbopack-two.js"],
];

describe("deferScripts", () => {
  it("takes the chunk scripts and script preloads out of the head", () => {
    const html = deferScripts(page);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("one.js");
    expect(head).not.toContain("turbopack-two.js");
    expect(head).not.toContain('as="script"');
    expect(head).toContain('rel="stylesheet"');
    expect(head).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(html).toContain("<h1>Parks</h1><script>self.__next_f.push([1])</script><script>");
  });

  it("adds them, in order and async, once the first contentful paint is reported", () => {
    const { added, frames, paint, runTimers } = runLoader(deferScripts(page), { paintTiming: true });
    expect(frames).toEqual([]);
    paint("first-paint");
    runTimers(0);
    expect(added).toEqual([]);
    paint("first-contentful-paint");
    expect(added).toEqual([]);
    runTimers(0);
    expect(loaded(added)).toEqual(allLoaded);
    expect(added[0]?.props).toMatchObject({ rel: "preload", as: "script" });
    expect(added.slice(1).every(({ props }) => props.async === true)).toBe(true);
  });

  it("waits two animation frames where paint timing is missing", () => {
    const { added, frames, runTimers } = runLoader(deferScripts(page), { paintTiming: false });
    frames.shift()?.();
    runTimers(0);
    expect(added).toEqual([]);
    frames.shift()?.();
    runTimers(0);
    expect(loaded(added)).toEqual(allLoaded);
  });

  it("loads once, also when nothing is painted (a background tab)", () => {
    const { added, paint, runTimers } = runLoader(deferScripts(page), { paintTiming: true });
    runTimers(LOADER_FALLBACK_MS);
    expect(loaded(added)).toEqual(allLoaded);
    paint("first-contentful-paint");
    runTimers(0);
    expect(added).toHaveLength(3);
  });

  it("leaves a page without chunk scripts as it is", () => {
    const plain = "<html><head></head><body><p>Hi</p></body></html>";
    expect(deferScripts(plain)).toBe(plain);
  });
});
