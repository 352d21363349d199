import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { CardGrid } from "./card-grid";
import { BenefitGrid, IconCard } from "./icon-card";

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

  it("gives each icon card its heading, its sentence and what follows it, in that order", () => {
    render(
      <CardGrid columns="md3">
        <IconCard icon="globe" title="Study Tours" text="Parks seen with their managers.">
          <a href="/study-tour">See the tour</a>
        </IconCard>
        <IconCard icon="book-open" title="Library">
          <p>1,200 documents</p>
        </IconCard>
      </CardGrid>,
    );
    const [tours, library] = screen.getAllByRole("listitem");
    expect(tours).toHaveTextContent(/^Study ToursParks seen with their managers\.See the tour$/);
    expect(screen.getByRole("heading", { name: "Library" })).toBeInTheDocument();
    expect(library).toHaveTextContent(/^Library1,200 documents$/);
    expect(screen.getByRole("list")).toHaveClass("md:grid-cols-3");
  });
});
