import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { homeEvents } from "@/content/home";
import { defined, presented } from "@/test/events";

import { EventCard } from "./event-card";

const cards = homeEvents(presented(), { hasProgramme: true });
const awards = defined(cards[0], "awards card");
const symposium = defined(cards[1], "symposium card");
const studyTour = defined(cards[2], "study tour card");

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

describe("EventCard after its event", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The card as a page built with SITE_DATE=`siteDate` renders it (empty: unpinned, built now). */
  async function renderOn(siteDate: string, index: number) {
    vi.stubEnv("SITE_DATE", siteDate);
    vi.resetModules();
    const { EventCard: Card } = await import("./event-card");
    const { homeEvents: cards } = await import("@/content/home");
    const { presented: presentedAgain } = await import("@/test/events");
    return render(<Card event={cards(presentedAgain(), { hasProgramme: true })[index]!} />);
  }

  /** The card as an unpinned build renders it on `now`. */
  async function renderBuiltAt(now: string, index: number) {
    vi.useFakeTimers({ now: new Date(now), toFake: ["Date"] });
    try {
      return await renderOn("", index);
    } finally {
      vi.useRealTimers();
    }
  }

  it("offers no application once the awards have been presented, but their winners", async () => {
    await renderOn("2026-11-24", 0);
    expect(screen.queryByText("Open")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Apply/ })).not.toBeInTheDocument();
    expect(screen.getByText("Awarded")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /See the Winners/ })).toHaveAttribute(
      "href",
      "/wup-awards/winners",
    );
  });

  it("says the awards are coming once applications have closed", async () => {
    await renderOn("2025-09-01", 0);
    expect(screen.queryByRole("link", { name: /Apply/ })).not.toBeInTheDocument();
    expect(screen.getByText("Coming Up")).toBeInTheDocument();
  });

  it("says the symposium was held and links to its programme", async () => {
    await renderOn("2025-10-11", 1);
    expect(screen.queryByText("Upcoming")).not.toBeInTheDocument();
    expect(screen.getByText("Held")).toBeInTheDocument();
    expect(screen.getByText("8–10 October 2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /See the Programme/ })).toHaveAttribute(
      "href",
      "/symposium-program",
    );
  });

  it("says the symposium is on during its days", async () => {
    await renderOn("2025-10-09", 1);
    expect(screen.getByText("On Now")).toBeInTheDocument();
  });

  it("turns the study tour's disabled button into a link to the tour once it is over", async () => {
    await renderOn("2025-12-05", 2);
    expect(screen.queryByRole("button", { name: "Coming Soon" })).not.toBeInTheDocument();
    expect(screen.queryByText("Registration")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /About the Tour/ })).toHaveAttribute("href", "/study-tour");
  });

  it("renders, unpinned, each state the card can still take, only today's visible", async () => {
    const { container } = await renderBuiltAt("2025-09-01T12:00:00Z", 1);
    const parts = Array.from(container.querySelectorAll<HTMLElement>("[data-when]"));
    expect(parts.map((part) => [part.dataset.when, part.hidden, part.textContent])).toEqual(
      expect.arrayContaining([
        ["..2025-10-08", false, "Upcoming"],
        ["2025-10-08..2025-10-11", true, "On Now"],
        ["2025-10-11..", true, "Held"],
      ]),
    );
  });

  it("leaves out what can no longer hold on the build's day", async () => {
    const { container } = await renderBuiltAt("2026-11-24T12:00:00Z", 1);
    expect(container).not.toHaveTextContent("Upcoming");
    expect(container).not.toHaveTextContent("Learn More");
    expect(screen.getByText("Held")).toBeVisible();
  });
});
