import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { MAP_PIN_HIDE_DELAY_MS } from "@/lib/constants";

import { RegionMapPins, type MapPinRegion } from "./region-map-pins.island";

const region = (id: string, name: string, x: number): MapPinRegion => ({
  id,
  name,
  members: 100,
  countries: ["Atlantis", "Lemuria"],
  representative: `${name} Chair`,
  chairPosition: "Region Chair",
  email: `${id}@example.org`,
  description: `Members of ${name} share what works in their parks and cities.`,
  x,
  y: 40,
});

const regions = [region("north", "North Region", 20), region("east", "East Region", 80)];

function renderPins() {
  render(<RegionMapPins regions={regions} closeLabel="Close" />);
  return {
    north: screen.getByRole("button", { name: "North Region, 100+ members" }),
    east: screen.getByRole("button", { name: "East Region, 100+ members" }),
    panel: (name: string) => screen.queryByRole("group", { name }),
  };
}

const mouse = { pointerType: "mouse" } as const;

describe("RegionMapPins", () => {
  it("shows a region's panel while the pointer is on its pin", () => {
    const { north, panel } = renderPins();
    expect(panel("North Region")).toBeNull();
    fireEvent.pointerEnter(north, mouse);
    expect(panel("North Region")).toBeInTheDocument();
    expect(north).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "north@example.org" })).toHaveAttribute(
      "href",
      "mailto:north@example.org",
    );
  });

  it("hides the panel 300 ms after the pointer leaves, unless it comes back to the pin or panel", () => {
    vi.useFakeTimers();
    const { north, panel } = renderPins();
    fireEvent.pointerEnter(north, mouse);
    fireEvent.pointerLeave(north, mouse);
    act(() => vi.advanceTimersByTime(MAP_PIN_HIDE_DELAY_MS - 50));
    fireEvent.pointerEnter(panel("North Region")!, mouse);
    act(() => vi.advanceTimersByTime(MAP_PIN_HIDE_DELAY_MS * 2));
    expect(panel("North Region")).toBeInTheDocument();

    fireEvent.pointerLeave(panel("North Region")!, mouse);
    act(() => vi.advanceTimersByTime(MAP_PIN_HIDE_DELAY_MS - 1));
    expect(panel("North Region")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(panel("North Region")).toBeNull();
  });

  it("ignores the 'leave' a touch screen sends after a tap", () => {
    vi.useFakeTimers();
    const { east, panel } = renderPins();
    fireEvent.click(east, { detail: 1 });
    fireEvent.pointerLeave(east, { pointerType: "touch" });
    act(() => vi.advanceTimersByTime(MAP_PIN_HIDE_DELAY_MS * 2));
    expect(panel("East Region")).toBeInTheDocument();
  });

  it("opens on click and closes when the same pin is clicked again", () => {
    const { east, panel } = renderPins();
    fireEvent.pointerEnter(east, mouse);
    fireEvent.click(east, { detail: 1 });
    expect(panel("East Region")).toBeInTheDocument();
    fireEvent.click(east, { detail: 1 });
    expect(panel("East Region")).toBeNull();
    expect(east).toHaveAttribute("aria-expanded", "false");
  });

  it("switches panels when another pin is hovered", () => {
    const { north, east, panel } = renderPins();
    fireEvent.pointerEnter(north, mouse);
    fireEvent.pointerEnter(east, mouse);
    expect(panel("North Region")).toBeNull();
    expect(panel("East Region")).toBeInTheDocument();
  });

  it("opens on keyboard focus, closes with Escape and keeps focus on the pin", async () => {
    const user = userEvent.setup();
    const { north, panel } = renderPins();
    await user.tab();
    expect(north).toHaveFocus();
    expect(panel("North Region")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(panel("North Region")).toBeNull();
    expect(north).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(panel("North Region")).toBeInTheDocument();
  });

  it("lets keyboard users reach the panel's links, and its close button returns focus to the pin", async () => {
    const user = userEvent.setup();
    const { north, panel } = renderPins();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close North Region details" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "north@example.org" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Close North Region details" }));
    expect(panel("North Region")).toBeNull();
    expect(north).toHaveFocus();
  });
});
