import { fireEvent } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { setReducedMotion } from "@/test/browser-stubs";

import { installPageBehaviour, showEventStates } from "./page-behaviour";

let uninstall: () => void = () => {};

function page(html: string) {
  document.body.innerHTML = html;
  uninstall = installPageBehaviour();
}

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  fireEvent.scroll(window);
}

beforeEach(() => {
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    // The frame runs at once (and is over when the id is returned).
    callback(0);
    return 0;
  });
});

afterEach(() => {
  uninstall();
  document.body.innerHTML = "";
  scrollTo(0);
  setReducedMotion(false);
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

describe("hash links", () => {
  it("scroll smoothly to the #section, move focus there and update the address", () => {
    page('<a href="#community">View Events</a><section id="community">Events</section>');
    const section = document.getElementById("community")!;
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;

    fireEvent.click(document.querySelector("a")!);

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(section).toHaveFocus();
    expect(window.location.hash).toBe("#community");
  });

  it("jump without animation under prefers-reduced-motion", () => {
    setReducedMotion(true);
    page('<a href="#resources">Resources</a><section id="resources">Free resources</section>');
    const section = document.getElementById("resources")!;
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;

    fireEvent.click(document.querySelector("a")!);

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it("leave modified clicks, and links to no section on the page, to the browser", () => {
    page(
      '<a href="#community">View Events</a><a href="#nowhere">Nowhere</a><section id="community"></section>',
    );
    const section = document.getElementById("community")!;
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;
    const [events, nowhere] = document.querySelectorAll("a");

    expect(fireEvent.click(events!, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(nowhere!)).toBe(true);
    expect(fireEvent.click(events!)).toBe(false);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});

describe("on scroll", () => {
  it("gives the bar its shadowed style past 50 px, and takes it back", () => {
    page('<header data-site-header data-scrolled-after="50" data-scrolled="false"></header>');
    const header = document.querySelector("header")!;
    scrollTo(50);
    expect(header).toHaveAttribute("data-scrolled", "false");
    scrollTo(51);
    expect(header).toHaveAttribute("data-scrolled", "true");
    scrollTo(10);
    expect(header).toHaveAttribute("data-scrolled", "false");
  });

  it("moves hero artwork at half the scroll, and keeps it still under reduced motion", () => {
    page('<div data-parallax="0.5"></div>');
    const layer = document.querySelector<HTMLElement>("[data-parallax]")!;
    scrollTo(200);
    expect(layer.style.transform).toBe("translate3d(0, 100.0px, 0)");
    setReducedMotion(true);
    scrollTo(300);
    expect(layer.style.transform).toBe("");
  });
});

describe("one-open-at-a-time rows", () => {
  it("keep the clicked header where it was when a row above it closes", () => {
    page(
      `<details name="years" open><summary>2024</summary>…</details><details name="years"><summary>2023</summary></details>`,
    );
    const header = document.querySelectorAll("summary")[1]!;
    const tops = [300, 0];
    vi.spyOn(header, "getBoundingClientRect").mockImplementation(() =>
      DOMRect.fromRect({ y: tops.shift() ?? 0 }),
    );
    const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => undefined);

    fireEvent.click(header);

    expect(scrollBy).toHaveBeenCalledWith({ top: -300, behavior: "instant" });
  });

  it("leave rows that open independently alone", () => {
    page("<details><summary>10:30 Opening</summary></details>");
    const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => undefined);
    fireEvent.click(document.querySelector("summary")!);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});

describe("event states", () => {
  const root = document.documentElement;
  const parts = `
    <div data-when="..2025-10-08">Register Now</div>
    <div data-when="2025-10-08..2025-10-11" hidden>On now</div>
    <div data-when="2025-10-11.." hidden>Held 8–10 October 2025 in Istanbul</div>`;
  const shown = () =>
    Array.from(document.querySelectorAll<HTMLElement>("[data-when]"))
      .filter((part) => !part.hidden)
      .map((part) => part.textContent);

  afterEach(() => {
    delete root.dataset.asOf;
    delete root.dataset.asOfPinned;
  });

  it("show what holds on the visitor's day when the page was built before it", () => {
    root.dataset.asOf = "2025-06-01";
    document.body.innerHTML = parts;
    showEventStates(new Date(2025, 9, 9, 10));
    expect(shown()).toEqual(["On now"]);
    expect(root.dataset.asOf).toBe("2025-10-09");
    showEventStates(new Date(2026, 10, 24, 10));
    expect(shown()).toEqual(["Held 8–10 October 2025 in Istanbul"]);
  });

  it("never bring back an earlier state when the visitor's clock is behind the build", () => {
    root.dataset.asOf = "2025-10-12";
    document.body.innerHTML = parts.replace(
      '<div data-when="2025-10-11.." hidden>',
      '<div data-when="2025-10-11..">',
    );
    document.querySelector<HTMLElement>("[data-when]")!.hidden = true;
    showEventStates(new Date(2025, 0, 1, 10));
    expect(shown()).toEqual(["Held 8–10 October 2025 in Istanbul"]);
    expect(root.dataset.asOf).toBe("2025-10-12");
  });

  it("leave a pinned page (SITE_DATE) as it was built", () => {
    root.dataset.asOf = "2025-06-01";
    root.dataset.asOfPinned = "";
    document.body.innerHTML = parts;
    showEventStates(new Date(2026, 10, 24, 10));
    expect(shown()).toEqual(["Register Now"]);
    expect(root.dataset.asOf).toBe("2025-06-01");
  });

  it("run when the page script is installed", () => {
    root.dataset.asOf = "2000-01-01";
    page(parts);
    expect(shown()).toEqual(["Held 8–10 October 2025 in Istanbul"]);
  });
});
