import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { loadDataset } from "@/lib/content/load";

import { HistorySection } from "./history-section";

const chairsAwardEntries = loadDataset("chairsAward");

/** A year's row: the <details> whose header is named after the year. */
const yearRow = (year: string) => screen.getByLabelText(new RegExp(`^${year}`)).closest("details")!;

// Opening and closing the rows is the browser's own <details> behaviour: e2e/chairs-award.spec.ts.
describe("HistorySection", () => {
  it("lists 2024 down to 2015 with 'N Award(s)', 2024 open on arrival", () => {
    const { container } = render(<HistorySection entries={chairsAwardEntries} />);
    const headers = [...container.querySelectorAll("summary")];
    expect(headers.map((header) => header.textContent?.slice(0, 4))).toEqual([
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
    expect(yearRow("2024").open).toBe(true);
    expect(headers.filter((header) => header.closest("details")?.open)).toHaveLength(1);
    expect(yearRow("2024")).toHaveTextContent("3 Awards");
    expect(yearRow("2017")).toHaveTextContent("1 Award");
    expect(yearRow("2017")).not.toHaveTextContent("1 Awards");
    expect(screen.getByLabelText("2020, 1 Award").tagName).toBe("SUMMARY");
    expect(screen.getByLabelText("2024, 3 Awards").tagName).toBe("SUMMARY");
    expect(yearRow("2024")).toHaveTextContent("Chris Rutherford");
  });

  it("makes the years one group, so the browser keeps one open at a time", () => {
    const { container } = render(<HistorySection entries={chairsAwardEntries} />);
    const names = new Set([...container.querySelectorAll("details")].map((row) => row.getAttribute("name")));
    expect([...names]).toEqual(["chairs-award-years"]);
    expect(yearRow("2019")).toHaveTextContent("Bosque de Chapultepec");
  });

  it("totals the awards over the ten years", () => {
    render(<HistorySection entries={chairsAwardEntries} />);
    expect(
      screen.getByText(`${chairsAwardEntries.length} awards presented over 10 years (2015 to 2024).`),
    ).toBeInTheDocument();
  });
});
