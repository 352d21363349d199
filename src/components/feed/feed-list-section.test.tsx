import { render, screen } from "@testing-library/react";

import { FeedListSection } from "./feed-list-section";

describe("FeedListSection", () => {
  it("puts the link to all posts below the feed it holds", () => {
    render(
      <FeedListSection
        aria-label="Episodes"
        viewAll={{ href: "https://example.org/all", label: "All Episodes" }}
      >
        <p>The episodes</p>
      </FeedListSection>,
    );
    const region = screen.getByRole("region", { name: "Episodes" });
    const link = screen.getByRole("link", { name: /All Episodes/ });
    expect(link).toHaveAttribute("href", "https://example.org/all");
    expect(region.textContent).toMatch(/The episodes.*All Episodes/);
  });
});
