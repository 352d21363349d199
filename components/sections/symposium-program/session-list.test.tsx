import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { symposiumDays } from "@/content/symposium-program";

import { SessionList } from "./session-list";

const day1 = symposiumDays[0];

/** The collapsible region a row's button controls. */
function regionOf(row: HTMLElement): HTMLElement {
  const region = document.getElementById(row.getAttribute("aria-controls") ?? "");
  if (!region) throw new Error("row controls no region");
  return region;
}

describe("SessionList", () => {
  it("shows time, type and title on each collapsed row", () => {
    render(<SessionList sessions={day1.sessions} label="Sessions on day 1" />);
    const row = screen.getByRole("button", { name: /Parks as Climate Infrastructure/ });
    expect(row).toHaveAttribute("aria-expanded", "false");
    expect(row).toHaveTextContent("11:00 - 11:45");
    expect(row).toHaveTextContent("Keynote");
  });

  it("opens several rows independently, showing description and speakers", async () => {
    const user = userEvent.setup();
    render(<SessionList sessions={day1.sessions} label="Sessions on day 1" />);
    const keynote = screen.getByRole("button", { name: /Parks as Climate Infrastructure/ });
    const panel = screen.getByRole("button", { name: /Ten Years of Urban Parks Practice/ });
    await user.click(keynote);
    await user.click(panel);
    expect(keynote).toHaveAttribute("aria-expanded", "true");
    expect(panel).toHaveAttribute("aria-expanded", "true");
    const keynoteRegion = regionOf(keynote);
    expect(keynoteRegion).toHaveTextContent(/Why parks belong in every city's climate plan/);
    expect(within(keynoteRegion).getByText("Dr Amara Osei")).toBeVisible();
    expect(within(regionOf(panel)).getByText("Maren Lindqvist")).toBeVisible();
    await user.click(keynote);
    expect(keynote).toHaveAttribute("aria-expanded", "false");
    expect(panel).toHaveAttribute("aria-expanded", "true");
  });

  it("never shows speakers for the lunch and the cocktail", async () => {
    const user = userEvent.setup();
    render(<SessionList sessions={day1.sessions} label="Sessions on day 1" />);
    for (const title of ["Lunch & Networking", "Cocktail for Exhibitors & Speakers"]) {
      const row = screen.getByRole("button", { name: new RegExp(title) });
      await user.click(row);
      const region = regionOf(row);
      expect(region).toBeVisible();
      expect(region).not.toHaveTextContent("Elif Kaya");
      expect(region).not.toHaveTextContent(/Speakers?/);
    }
  });
});
