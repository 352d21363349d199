import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { LibraryItem } from "@/src/data/digital-library";

import { FeaturedSection } from "./featured-section";
import { RecentSection } from "./recent-section";

/** Items the test writes: one with its own page, one without, and a sample that wrongly has one. */
const withPage: LibraryItem = {
  section: "recent",
  title: "Park Lighting Standards",
  type: "Guide",
  description: "Lux levels by path type.",
  meta: "12 pages",
  href: "https://library.example.org/park-lighting",
  source: "https://library.example.org/park-lighting",
};
const withoutPage: LibraryItem = { ...withPage, title: "Tree Inventories", href: undefined };
const sample: LibraryItem = { ...withPage, title: "Invented Report", source: undefined, sample: true };

describe("a library item on /digital-library", () => {
  it("links its title to its own page when it has one, in a new tab", () => {
    render(<RecentSection title="Recently added" items={[withPage, withoutPage]} />);
    const link = screen.getByRole("link", { name: `${withPage.title} (opens in a new tab)` });
    expect(link).toHaveAttribute("href", withPage.href);
    expect(within(screen.getByRole("heading", { name: withoutPage.title })).queryByRole("link")).toBeNull();
  });

  it("never links a sample item, even with an address", () => {
    render(<FeaturedSection title="Featured" subtitle="From the members' library" items={[sample]} />);
    expect(screen.getByRole("heading", { name: sample.title })).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
