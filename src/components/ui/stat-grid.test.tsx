import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { StatGrid } from "./stat-grid";

describe("StatGrid", () => {
  it("pairs each counter with its label in a description list", () => {
    render(
      <StatGrid
        label="Our reach"
        stats={[
          { value: 30, suffix: "+", label: "Countries", durationMs: 2000 },
          { value: 1000, suffix: "+", label: "Members", durationMs: 2500 },
        ]}
      />,
    );
    const list = screen.getByLabelText("Our reach");
    expect(
      within(list)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Countries", "Members"]);
    expect(
      within(list).getAllByRole("definition")[1]!.querySelector("[data-count-up-final]"),
    ).toHaveTextContent("1000+");
  });
});
