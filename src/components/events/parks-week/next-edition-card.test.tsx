import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { nextEditionCopy, parksWeekRule } from "@/src/data/parks-week";

import { SITE_AS_OF } from "@/lib/as-of";
import { upcomingParksWeeks } from "@/src/data/calendar-events";
import { formatDayRange, nextParksWeek } from "@/lib/event-dates";

import { NextEditionCard } from "./next-edition-card";
import { NextEditionDates } from "./next-edition-dates";

// The tests build as of a pinned day (vitest.config.ts): the page shows only what holds on it.
const asOf = new Date(`${SITE_AS_OF.day}T00:00:00Z`);

describe("NextEditionCard", () => {
  it("shows the next edition's dates worked out from the last-week-of-April rule, as plain HTML", () => {
    const { container } = render(
      <NextEditionCard id="next-edition" copy={nextEditionCopy} rule={parksWeekRule}>
        <NextEditionDates editions={upcomingParksWeeks(asOf)} />
      </NextEditionCard>,
    );
    const card = screen.getByRole("region", { name: "Next edition" });
    expect(card).toHaveTextContent(formatDayRange(nextParksWeek(asOf)));
    expect(card).toHaveTextContent("Every year in the last week of April");
    // A pinned build carries no later edition for the page script to show.
    expect(container.querySelectorAll("time")).toHaveLength(2);
    expect(container.querySelector("[data-when]")).toBeNull();
  });
});
