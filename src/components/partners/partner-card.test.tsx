import { render, screen } from "@testing-library/react";

import type { Partner } from "@/src/data/partners";

import { PartnerCard } from "./partner-card";

const partner: Partner = {
  name: "Riverside Parks Forum",
  kind: "Events",
  role: "Event partner",
  description: "A forum held together.",
  years: "2024",
  source: "https://example.org/forum",
};

describe("PartnerCard", () => {
  it("draws a name plate, not initials, when there is no logo: the name is its heading", () => {
    const { container } = render(<PartnerCard partner={partner} />);
    const plate = container.querySelector("[data-partner-plate]")!;
    expect(plate.querySelector("svg[aria-hidden='true'] rect")).not.toBeNull();
    expect(screen.getByRole("heading", { level: 4, name: "Riverside Parks Forum" })).toBeInTheDocument();
    expect(plate).not.toHaveTextContent(/^RPF$/);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows the logo from its content file when given, beside the name", () => {
    const { container } = render(
      <PartnerCard partner={{ ...partner, logo: "/images/people/forum/logo.png" }} />,
    );
    expect(container.querySelector("[data-partner-plate]")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("src", "/images/people/forum/logo.png");
    expect(screen.getByRole("heading", { level: 4, name: "Riverside Parks Forum" })).toBeInTheDocument();
  });
});
