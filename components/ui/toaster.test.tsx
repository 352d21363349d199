import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { getToasts, toast } from "@/lib/toast";

import { Toaster } from "./toaster";

describe("Toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    getToasts().forEach(() => undefined);
  });

  it("announces a toast politely", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Saved", description: "Your choice is kept." }));
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toHaveTextContent("Saved");
    expect(region).toHaveTextContent("Your choice is kept.");
  });

  it("shows one toast at a time: a new one replaces the old", () => {
    render(<Toaster />);
    act(() => void toast({ title: "First" }));
    act(() => void toast({ title: "Second" }));
    expect(screen.queryByText("First")).not.toBeInTheDocument();
    expect(screen.getByText("Second")).toBeInTheDocument();
  });

  it("dismisses a toast after 5000 ms by default", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Brief" }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText("Brief")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Brief")).not.toBeInTheDocument();
  });

  it("can be dismissed with its close button", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Closable" }));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Closable")).not.toBeInTheDocument();
  });

  it("is at most 420 px wide on wide screens", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Wide" }));
    expect(screen.getByText("Wide").closest("div.pointer-events-auto")).toHaveClass("sm:max-w-[420px]");
  });
});
