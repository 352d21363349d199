import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { FeatureList } from "./feature-list";

const items = [
  { title: "Global Network", description: "Meet peers in five regions.", icon: "globe" },
  { title: "Expert Learning", description: "Learn from practitioners.", icon: "book-open" },
] as const;

describe("FeatureList", () => {
  it("lists each item with its heading and sentence, beside its section's drawing", () => {
    const { container } = render(<FeatureList scene="membership" items={items} />);
    const list = screen.getByRole("list");
    const entries = within(list).getAllByRole("listitem");
    expect(entries).toHaveLength(2);
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Global Network", "Expert Learning"]);
    expect(within(entries[0]!).getByText("Meet peers in five regions.")).toBeInTheDocument();
    // The drawing is decoration: no name, sized, lazy, webp first.
    const drawing = container.querySelector("img");
    expect(drawing).toHaveAttribute("alt", "");
    expect(drawing).toHaveAttribute("src", "/generated/scenes/membership.webp");
    expect(drawing).toHaveAttribute("loading", "lazy");
    expect(drawing).toHaveAttribute("width", "1200");
  });
});
