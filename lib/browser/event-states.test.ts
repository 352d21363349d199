import { afterEach, describe, expect, it } from "vitest";

import { showEventStates } from "./event-states";

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
});
