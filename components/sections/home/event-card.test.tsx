import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { homeEvents } from "@/content/home";

import { EventCard } from "./event-card";

const [awards, symposium, studyTour] = homeEvents;

describe("EventCard", () => {
  it("opens the awards application in a new tab with a descriptive name", () => {
    render(<EventCard event={awards} />);
    const link = screen.getByRole("link", { name: /Apply Now for the 2025 World Urban Parks Awards/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("Open")).toBeInTheDocument();
    expect(screen.getByText("Applications")).toBeInTheDocument();
  });

  it("names the symposium link after where it leads", () => {
    render(<EventCard event={symposium} />);
    expect(
      screen.getByRole("link", { name: "Learn More about the 2025 Symposium in Istanbul" }),
    ).toHaveAttribute("href", "/symposium");
    expect(screen.getByText("Istanbul")).toBeInTheDocument();
  });

  it("shows the study tour's 'Coming Soon' as a disabled button, not a link", () => {
    render(<EventCard event={studyTour} />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    const action = screen.getByRole("button", { name: "Coming Soon" });
    expect(action).toBeDisabled();
    expect(action).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByText("Dec 3-4")).toBeInTheDocument();
    expect(screen.getByText("Limited to 50 participants")).toBeInTheDocument();
  });
});
