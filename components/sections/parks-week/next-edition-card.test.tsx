import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { nextEditionCopy, parksWeekRule } from "@/content/parks-week";

import { NextEditionCard } from "./next-edition-card";

afterEach(() => {
  vi.useRealTimers();
});

describe("NextEditionCard", () => {
  it("shows the next edition's dates worked out from the last-week-of-April rule", () => {
    vi.useFakeTimers({ now: new Date("2026-02-01T10:00:00Z"), toFake: ["Date"] });
    render(<NextEditionCard id="next-edition" copy={nextEditionCopy} rule={parksWeekRule} />);
    const card = screen.getByRole("region", { name: "Next edition" });
    expect(card).toHaveTextContent("27 April - 3 May 2026");
    expect(card).toHaveTextContent("Every year in the last week of April");
  });

  it("moves on to next year once this year's week is over", () => {
    vi.useFakeTimers({ now: new Date("2026-06-01T10:00:00Z"), toFake: ["Date"] });
    render(<NextEditionCard id="next-edition" copy={nextEditionCopy} rule={parksWeekRule} />);
    expect(screen.getByRole("region", { name: "Next edition" })).toHaveTextContent("26 April - 2 May 2027");
  });
});
