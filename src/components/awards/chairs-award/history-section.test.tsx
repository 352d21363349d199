import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { ChairsAwardEntry } from "@/content/types";

import { HistorySection } from "./history-section";

// Honours the test writes itself, far from any real year, so that what the editor changes in
// content/chairs-award/ (a new year, a new honour) changes nothing here. Listed out of order, with
// no honour in 2033: 3, 1, 0, 2 and 1 awards from 2035 down to 2031.
const honour = (year: number, name: string, category: ChairsAwardEntry["category"]): ChairsAwardEntry => ({
  year,
  name,
  category,
  sample: true,
});
const entries: readonly ChairsAwardEntry[] = [
  honour(2032, "Lakeport Riverside Park", "Large Urban Parks Award"),
  honour(2035, "Ruth Kamau", "Distinguished Individual Award"),
  honour(2031, "Fernvale Parks Trust", "Leading Organizational Award"),
  honour(2035, "Tomas Virtanen", "Young Leader Award"),
  honour(2034, "Harbour Green", "Outstanding New Park Project Award"),
  honour(2032, "Lena Park", "Legacy Award"),
  honour(2035, "Examplia Park Rangers", "Board Chairs Special"),
];

/** A year's row: the <details> whose header is named after the year. */
const yearRow = (year: string) => screen.getByLabelText(new RegExp(`^${year}`)).closest("details")!;

// Opening and closing the rows is the browser's own <details> behaviour: e2e/chairs-award.spec.ts.
describe("HistorySection", () => {
  it("lists the latest year down to the earliest with 'N Award(s)', the latest open on arrival", () => {
    const { container } = render(<HistorySection entries={entries} />);
    const headers = [...container.querySelectorAll("summary")];
    expect(headers.map((header) => header.textContent?.slice(0, 4))).toEqual([
      "2035",
      "2034",
      "2033",
      "2032",
      "2031",
    ]);
    expect(yearRow("2035").open).toBe(true);
    expect(headers.filter((header) => header.closest("details")?.open)).toHaveLength(1);
    expect(yearRow("2035")).toHaveTextContent("3 Awards");
    expect(yearRow("2034")).toHaveTextContent("1 Award");
    expect(yearRow("2034")).not.toHaveTextContent("1 Awards");
    expect(yearRow("2033")).toHaveTextContent("0 Awards");
    expect(screen.getByLabelText("2031, 1 Award").tagName).toBe("SUMMARY");
    expect(screen.getByLabelText("2035, 3 Awards").tagName).toBe("SUMMARY");
    expect(yearRow("2035")).toHaveTextContent("Ruth Kamau");
    expect(yearRow("2035")).toHaveTextContent("Distinguished Individual Award");
  });

  it("makes the years one group, so the browser keeps one open at a time, each year with its own honours", () => {
    const { container } = render(<HistorySection entries={entries} />);
    const names = new Set([...container.querySelectorAll("details")].map((row) => row.getAttribute("name")));
    expect([...names]).toEqual(["chairs-award-years"]);
    const names2032 = [...yearRow("2032").querySelectorAll("li p:first-child")].map(
      (item) => item.textContent,
    );
    expect(names2032).toEqual(["Lakeport Riverside Park", "Lena Park"]);
    expect(yearRow("2032")).not.toHaveTextContent("Harbour Green");
  });

  it("totals the awards over the years", () => {
    render(<HistorySection entries={entries} />);
    expect(screen.getByText("7 awards presented over 5 years (2031 to 2035).")).toBeInTheDocument();
  });
});
