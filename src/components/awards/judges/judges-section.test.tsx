import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { judgeRegions, judgesIn } from "@/src/data/awards/judges";
import { loadDataset } from "@/lib/content/load";

import { JudgesSection } from "./judges-section";

const judges = loadDataset("judges");

describe("JudgesSection", () => {
  it("introduces the judges, counted from the list, under 'Meet Our Judges'", () => {
    render(<JudgesSection judges={judges} />);
    expect(screen.getByRole("heading", { level: 2, name: "Meet Our Judges" })).toBeInTheDocument();
    expect(
      screen.getByText(`${judges.length} distinguished professionals from across the globe`),
    ).toBeInTheDocument();
  });

  it("groups the judges by region with a count badge", () => {
    render(<JudgesSection judges={judges} />);
    for (const region of judgeRegions) {
      const count = judgesIn(judges, region).length;
      if (count === 0) continue;
      const group = screen.getByRole("region", { name: region });
      expect(group).toHaveTextContent(count === 1 ? "1 Judge" : `${count} Judges`);
      expect(within(group).getAllByRole("listitem")).toHaveLength(count);
    }
  });

  it("links every e-mail address with mailto", () => {
    render(<JudgesSection judges={judges} />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(judges.length);
    for (const link of links) {
      expect(link.getAttribute("href")).toBe(`mailto:${link.textContent}`);
      expect(link).not.toHaveAttribute("target");
    }
  });
});
