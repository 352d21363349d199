import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { PageHero } from "./page-hero";

describe("PageHero", () => {
  it("renders the page's one h1 and its lead, and labels the section with the title", () => {
    render(<PageHero title="Governance" lead="How the association is run." eyebrow="About us" />);
    expect(screen.getByRole("heading", { level: 1, name: "Governance" })).toBeInTheDocument();
    expect(screen.getByText("How the association is run.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Governance" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("shows calls to action and a back link", () => {
    render(
      <PageHero title="Board" lead="Lead." backLink={{ href: "/governance", label: "Back to Governance" }}>
        <a href="/membership">Join Now</a>
      </PageHero>,
    );
    expect(screen.getByRole("link", { name: "Back to Governance" })).toHaveAttribute("href", "/governance");
    expect(screen.getByRole("link", { name: "Join Now" })).toBeInTheDocument();
  });

  it("moves its artwork with the scroll only when asked", () => {
    const { container, rerender } = render(<PageHero title="A" lead="B" />);
    expect(container.querySelector("[data-parallax]")).toBeNull();
    rerender(<PageHero title="A" lead="B" hasParallax />);
    expect(container.querySelector("[data-parallax]")).not.toBeNull();
  });
});
