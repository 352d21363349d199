import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";

import { presentedProgramme } from "@/test/events";

import { DayPanel } from "./day-panel";
import { dayTabs, ProgramTabs } from "./program-tabs";

const symposiumDays = presentedProgramme().days;

afterEach(() => {
  window.history.replaceState(null, "", "/symposium-program");
});

/** The panel of the selected tab (inactive panels stay in the HTML, hidden by CSS). */
function selectedPanel(): HTMLElement {
  const tab = screen.getByRole("tab", { selected: true });
  const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
  if (!panel) throw new Error("no panel for the selected tab");
  return panel;
}

/** The tabs with each day's panel in its slot, as the page passes them. */
function renderTabs() {
  const [day1, day2, day3] = symposiumDays.map((day, index) => (
    <DayPanel key={day.id} day={day} index={index} />
  ));
  render(
    <ProgramTabs days={dayTabs(symposiumDays)} label="Symposium days" day1={day1} day2={day2} day3={day3} />,
  );
  return screen.getAllByRole("tab");
}

const sessionRows = (panel: HTMLElement) => panel.querySelectorAll("details");

describe("ProgramTabs", () => {
  it("shows three day tabs with their session counts, day 1 selected by default", () => {
    const tabs = renderTabs();
    expect(tabs).toHaveLength(3);
    expect(tabs[0]).toHaveTextContent(/Day 1.*8 sessions/);
    expect(tabs[1]).toHaveTextContent(/Day 2.*13 sessions/);
    expect(tabs[2]).toHaveTextContent(/Day 3.*13 sessions/);
    expect(tabs[0]).toHaveAccessibleName(/^Day 1, \w+ \d+ Oct, 8 sessions$/);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(sessionRows(selectedPanel())).toHaveLength(8);
    expect(within(selectedPanel()).getByRole("list", { name: "Sessions on day 1" })).toBeInTheDocument();
  });

  it("moves between days with the arrow keys and keeps the day in the address", async () => {
    const user = userEvent.setup();
    const tabs = renderTabs();
    await user.click(tabs[0]!);
    await user.keyboard("{ArrowRight}");
    expect(tabs[1]).toHaveAttribute("aria-selected", "true");
    expect(window.location.hash).toBe("#day2");
    expect(sessionRows(selectedPanel())).toHaveLength(13);
    await user.keyboard("{ArrowRight}");
    expect(tabs[2]).toHaveAttribute("aria-selected", "true");
    expect(window.location.hash).toBe("#day3");
  });

  it("opens the day named in the address", () => {
    window.history.replaceState(null, "", "#day3");
    const tabs = renderTabs();
    expect(tabs[2]).toHaveAttribute("aria-selected", "true");
  });
});
