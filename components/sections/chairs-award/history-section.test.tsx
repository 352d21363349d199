import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { chairsAwardEntries } from "@/content/awards/chairs-award";

import { HistorySection } from "./history-section";

const year = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) });

describe("HistorySection", () => {
  it("lists 2024 down to 2015 with 'N Award(s)', 2024 open on arrival", () => {
    render(<HistorySection />);
    const triggers = screen.getAllByRole("button");
    expect(triggers.map((trigger) => trigger.textContent?.slice(0, 4))).toEqual([
      "2024",
      "2023",
      "2022",
      "2021",
      "2020",
      "2019",
      "2018",
      "2017",
      "2016",
      "2015",
    ]);
    expect(year("2024")).toHaveAttribute("aria-expanded", "true");
    expect(year("2024")).toHaveTextContent("3 Awards");
    expect(year("2017")).toHaveTextContent("1 Award");
    expect(year("2017")).not.toHaveTextContent("1 Awards");
    expect(year("2020")).toHaveAccessibleName("2020, 1 Award");
    expect(year("2024")).toHaveAccessibleName("2024, 3 Awards");
    expect(screen.getByText("Chris Rutherford")).toBeVisible();
  });

  it("opens one year at a time and closes the open year on click", async () => {
    render(<HistorySection />);
    await userEvent.click(year("2019"));
    expect(year("2019")).toHaveAttribute("aria-expanded", "true");
    expect(year("2024")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Bosque de Chapultepec")).toBeInTheDocument();

    await userEvent.click(year("2019"));
    expect(
      screen.getAllByRole("button").every((trigger) => trigger.getAttribute("aria-expanded") === "false"),
    ).toBe(true);
  });

  it("totals the awards over the ten years", () => {
    render(<HistorySection />);
    expect(
      screen.getByText(`${chairsAwardEntries.length} awards presented over 10 years (2015 to 2024).`),
    ).toBeInTheDocument();
  });
});
