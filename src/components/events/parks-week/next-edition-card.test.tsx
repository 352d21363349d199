import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { nextEditionCopy, parksWeekRule } from "@/src/data/parks-week";

import { nextParksWeek } from "@/lib/event-dates";

import { NextEditionCard } from "./next-edition-card";
import { NextEditionDates } from "./next-edition-dates.island";

/** The card as the page builds it, with the dates as of `builtOn`. */
function renderCard(builtOn: string) {
  render(
    <NextEditionCard id="next-edition" copy={nextEditionCopy} rule={parksWeekRule}>
      <NextEditionDates atBuild={nextParksWeek(new Date(builtOn))} />
    </NextEditionCard>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("NextEditionCard", () => {
  it("shows the next edition's dates worked out from the last-week-of-April rule", () => {
    vi.useFakeTimers({ now: new Date("2026-02-01T10:00:00Z"), toFake: ["Date"] });
    renderCard("2026-02-01T10:00:00Z");
    const card = screen.getByRole("region", { name: "Next edition" });
    expect(card).toHaveTextContent("27 April – 3 May 2026");
    expect(card).toHaveTextContent("Every year in the last week of April");
  });

  it("moves on to next year once this year's week is over, even in a page built before it", () => {
    vi.useFakeTimers({ now: new Date("2026-06-01T10:00:00Z"), toFake: ["Date"] });
    renderCard("2026-02-01T10:00:00Z");
    expect(screen.getByRole("region", { name: "Next edition" })).toHaveTextContent("26 April – 2 May 2027");
  });
});
