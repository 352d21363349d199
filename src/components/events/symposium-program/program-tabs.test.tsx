import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";

import { programCopy, sessionCount } from "@/src/data/symposium-program";
import type { Session, SymposiumDay } from "@/content/types";
import { formatShortDay } from "@/lib/event-dates";
import { presentedProgramme } from "@/test/events";

import { DayPanel } from "./day-panel";
import { dayTabs, ProgramTabs } from "./program-tabs.island";

afterEach(() => {
  window.history.replaceState(null, "", "/symposium-program");
});

/** Days the test writes itself (the programme's days are the editor's): 2, 3 and 1 sessions. */
const session = (time: string, title: string): Session => ({
  time,
  type: "Workshop",
  title,
  description: `What "${title}" covers.`,
  speakers: [],
});
const fixtureDays: readonly SymposiumDay[] = [
  {
    id: "day1",
    date: "2031-10-08",
    dayName: "Wednesday",
    sessions: [
      session("10:00 - 11:00", "Shade Before Asphalt"),
      session("11:00 - 12:00", "Parks After Dark"),
    ],
  },
  {
    id: "day2",
    date: "2031-10-09",
    dayName: "Thursday",
    sessions: [
      session("10:00 - 11:00", "Rain Gardens"),
      session("11:00 - 12:00", "Play Streets"),
      session("12:00 - 13:00", "Tree Canopy Counts"),
    ],
  },
  {
    id: "day3",
    date: "2031-10-10",
    dayName: "Friday",
    sessions: [session("10:00 - 11:00", "Closing Circle")],
  },
];

/** The panel of the selected tab (inactive panels stay in the HTML, hidden by CSS). */
function selectedPanel(): HTMLElement {
  const tab = screen.getByRole("tab", { selected: true });
  const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
  if (!panel) throw new Error("no panel for the selected tab");
  return panel;
}

/** The tabs with each day's panel in its slot, as the page passes them. */
function renderTabs(days: readonly SymposiumDay[] = fixtureDays) {
  const [day1, day2, day3] = days.map((day, index) => <DayPanel key={day.id} day={day} index={index} />);
  render(<ProgramTabs days={dayTabs(days)} label="Symposium days" day1={day1} day2={day2} day3={day3} />);
  return screen.getAllByRole("tab");
}

const sessionRows = (panel: HTMLElement) => panel.querySelectorAll("details");

describe("ProgramTabs", () => {
  it("shows three day tabs with their session counts, day 1 selected by default", () => {
    const tabs = renderTabs();
    expect(tabs).toHaveLength(3);
    expect(tabs[0]).toHaveTextContent(/Day 1.*8 Oct.*2 sessions/);
    expect(tabs[1]).toHaveTextContent(/Day 2.*9 Oct.*3 sessions/);
    expect(tabs[2]).toHaveTextContent(/Day 3.*10 Oct.*1 session$/);
    expect(tabs[0]).toHaveAccessibleName("Day 1, Wednesday 8 Oct, 2 sessions");
    expect(tabs[2]).toHaveAccessibleName("Day 3, Friday 10 Oct, 1 session");
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(sessionRows(selectedPanel())).toHaveLength(2);
    expect(within(selectedPanel()).getByRole("list", { name: "Sessions on day 1" })).toBeInTheDocument();
    expect(selectedPanel()).toHaveTextContent("Shade Before Asphalt");
  });

  it("gives the programme the page shows a tab per day, named from the day's own date and sessions", () => {
    const { days } = presentedProgramme();
    const tabs = renderTabs(days);
    expect(tabs).toHaveLength(days.length);
    days.forEach((day, index) => {
      expect(tabs[index]).toHaveAccessibleName(
        `Day ${index + 1}, ${day.dayName} ${formatShortDay(day.date)}, ${programCopy.sessionsLabel(sessionCount(day))}`,
      );
    });
    expect(sessionRows(selectedPanel())).toHaveLength(days[0]?.sessions.length ?? 0);
  });

  it("moves between days with the arrow keys and keeps the day in the address", async () => {
    const user = userEvent.setup();
    const tabs = renderTabs();
    await user.click(tabs[0]!);
    await user.keyboard("{ArrowRight}");
    expect(tabs[1]).toHaveAttribute("aria-selected", "true");
    expect(window.location.hash).toBe("#day2");
    expect(sessionRows(selectedPanel())).toHaveLength(3);
    expect(within(selectedPanel()).getByRole("list", { name: "Sessions on day 2" })).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(tabs[2]).toHaveAttribute("aria-selected", "true");
    expect(window.location.hash).toBe("#day3");
    expect(sessionRows(selectedPanel())).toHaveLength(1);
  });

  it("opens the day named in the address", () => {
    window.history.replaceState(null, "", "#day3");
    const tabs = renderTabs();
    expect(tabs[2]).toHaveAttribute("aria-selected", "true");
    expect(selectedPanel()).toHaveTextContent("Closing Circle");
  });
});
