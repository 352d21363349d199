import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { BenefitGrid } from "./benefit-grid";

describe("BenefitGrid", () => {
  it("lists each benefit with its title as a heading and its sentence", () => {
    render(
      <BenefitGrid
        benefits={[
          { title: "Global Network", description: "Meet peers in five regions.", icon: "globe" },
          { title: "Expert Learning", description: "Webinars and case studies.", icon: "book-open" },
        ]}
        columns={4}
      />,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "Global Network" })).toBeInTheDocument();
    expect(screen.getByText("Webinars and case studies.")).toBeInTheDocument();
    expect(screen.getByRole("list")).toHaveClass("lg:grid-cols-4");
  });
});
