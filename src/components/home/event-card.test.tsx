import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { fixtureAwards, fixtureStudyTour, fixtureSymposium } from "@/test/event-fixtures";

// Events the test writes itself (test/event-fixtures.ts): the editor's editions change nothing here.
const awards = fixtureAwards({
  start: "2032-10-06",
  end: "2032-10-08",
  opens: "2032-03-01",
  closes: "2032-07-31",
});
const symposium = fixtureSymposium({ start: "2032-10-06", end: "2032-10-08", opens: "2032-02-01" });
const studyTour = fixtureStudyTour({ start: "2032-12-01", end: "2032-12-02", opens: "2032-05-01" });
const events = [awards, symposium, studyTour];

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The card as a page built with SITE_DATE=`siteDate` renders it (empty: unpinned, built now). */
async function renderOn(siteDate: string, index: number) {
  vi.stubEnv("SITE_DATE", siteDate);
  vi.resetModules();
  const { EventCard: Card } = await import("./event-card");
  const { homeEvents } = await import("@/src/data/home");
  const { presentedEvents } = await import("@/lib/events");
  return render(<Card event={homeEvents(presentedEvents(events), { hasProgramme: true })[index]!} />);
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

describe("EventCard", { timeout: 30_000 }, () => {
  it("opens the awards application in a new tab with a descriptive name", async () => {
    await renderOn("2032-06-01", 0);
    const link = screen.getByRole("link", { name: /Apply Now for the 2032 World Urban Parks Awards/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("Open")).toBeInTheDocument();
    expect(screen.getByText("Applications")).toBeInTheDocument();
  });

  it("names the symposium link after where it leads", async () => {
    await renderOn("2032-06-01", 1);
    expect(
      screen.getByRole("link", { name: `Learn More about the 2032 Symposium in ${symposium.city}` }),
    ).toHaveAttribute("href", "/symposium");
    expect(screen.getByText(symposium.city)).toBeInTheDocument();
  });

  it("shows the study tour's 'Coming Soon' as a disabled button, not a link", async () => {
    await renderOn("2032-06-01", 2);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    const action = screen.getByRole("button", { name: "Coming Soon" });
    expect(action).toBeDisabled();
    expect(action).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByText("Dec 1-2")).toBeInTheDocument();
    expect(screen.getByText(`Limited to ${studyTour.capacity} participants`)).toBeInTheDocument();
  });
});

describe("EventCard after its event", { timeout: 30_000 }, () => {
  it("offers no application once the awards have been presented, but their winners", async () => {
    await renderOn("2032-11-01", 0);
    expect(screen.queryByText("Open")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Apply/ })).not.toBeInTheDocument();
    expect(screen.getByText("Awarded")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /See the Winners/ })).toHaveAttribute(
      "href",
      "/wup-awards/winners",
    );
  });

  it("says the awards are coming once applications have closed", async () => {
    await renderOn("2032-09-01", 0);
    expect(screen.queryByRole("link", { name: /Apply/ })).not.toBeInTheDocument();
    expect(screen.getByText("Coming Up")).toBeInTheDocument();
  });

  it("says the symposium was held and links to its programme", async () => {
    await renderOn("2032-10-09", 1);
    expect(screen.queryByText("Upcoming")).not.toBeInTheDocument();
    expect(screen.getByText("Held")).toBeInTheDocument();
    expect(screen.getByText("6–8 October 2032")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /See the Programme/ })).toHaveAttribute(
      "href",
      "/symposium-program",
    );
  });

  it("says the symposium is on during its days", async () => {
    await renderOn("2032-10-07", 1);
    expect(screen.getByText("On Now")).toBeInTheDocument();
  });

  it("turns the study tour's disabled button into a link to the tour once it is over", async () => {
    await renderOn("2032-12-03", 2);
    expect(screen.queryByRole("button", { name: "Coming Soon" })).not.toBeInTheDocument();
    expect(screen.queryByText("Registration")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /About the Tour/ })).toHaveAttribute("href", "/study-tour");
  });

  it("renders, unpinned, each state the card can still take, only today's visible", async () => {
    const { container } = await renderBuiltAt("2032-09-01T12:00:00Z", 1);
    const parts = Array.from(container.querySelectorAll<HTMLElement>("[data-when]"));
    expect(parts.map((part) => [part.dataset.when, part.hidden, part.textContent])).toEqual(
      expect.arrayContaining([
        ["..2032-10-06", false, "Upcoming"],
        ["2032-10-06..2032-10-09", true, "On Now"],
        ["2032-10-09..", true, "Held"],
      ]),
    );
  });

  it("leaves out what can no longer hold on the build's day", async () => {
    const { container } = await renderBuiltAt("2033-11-24T12:00:00Z", 1);
    expect(container).not.toHaveTextContent("Upcoming");
    expect(container).not.toHaveTextContent("Learn More");
    expect(screen.getByText("Held")).toBeVisible();
  });
});
