import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { loadDataset } from "@/lib/content/load";

import { JudgesSection } from "./judges-section";

const judges = loadDataset("judges");

describe("JudgesSection", () => {
  it("introduces 22 judges under 'Meet Our Judges'", () => {
    render(<JudgesSection judges={judges} />);
    expect(screen.getByRole("heading", { level: 2, name: "Meet Our Judges" })).toBeInTheDocument();
    expect(screen.getByText("22 distinguished professionals from across the globe")).toBeInTheDocument();
  });

  it("groups the judges by region with a count badge", () => {
    render(<JudgesSection judges={judges} />);
    const expected = { Africa: 5, "Asia Pacific": 4, Europe: 6, "Latin America": 4, "North America": 3 };
    for (const [region, count] of Object.entries(expected)) {
      const group = screen.getByRole("region", { name: region });
      expect(group).toHaveTextContent(`${count} Judges`);
      expect(within(group).getAllByRole("listitem")).toHaveLength(count);
    }
  });

  it("links every e-mail address with mailto", () => {
    render(<JudgesSection judges={judges} />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(22);
    for (const link of links) {
      expect(link.getAttribute("href")).toBe(`mailto:${link.textContent}`);
      expect(link).not.toHaveAttribute("target");
    }
  });
});
