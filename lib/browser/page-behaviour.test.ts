import { fireEvent } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { setReducedMotion } from "@/test/browser-stubs";

import { installPageBehaviour } from "./page-behaviour";

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
