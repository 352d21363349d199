import { fireEvent, render, screen } from "@testing-library/react";
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

  describe("with a photograph from content", () => {
    const photo = {
      image: "/images/pages/lawn.jpg",
      alt: "Families on the lawn of a city park",
      credit: "A. Photographer, CC BY 4.0",
      focus: "top right",
    } as const;

    it("shows the photo over its drawing, sized, cropped to its subject, with its alt text and credit", () => {
      const { container } = render(<PageHero title="A" lead="B" photo={photo} />);
      const image = screen.getByRole("img", { name: photo.alt });
      expect(image).toHaveAttribute("src", "/generated/photos/hero/pages/lawn-1280.webp");
      expect(image.getAttribute("srcset")).toContain("/generated/photos/hero/pages/lawn-640.webp 640w");
      expect(image).toHaveAttribute("sizes", "100vw");
      expect(image).toHaveClass("object-cover", "object-[75%_25%]");
      expect(image).toHaveAttribute("fetchpriority", "high");
      expect(screen.getByText(`Photo: ${photo.credit}`)).toBeInTheDocument();
      expect(container.querySelector("[data-hero-scene]")).not.toBeNull();
    });

    it("falls back to the JPEG copy, then the upload, then steps aside for the drawing", () => {
      render(<PageHero title="A" lead="B" photo={photo} />);
      const image = screen.getByRole("img", { name: photo.alt });
      fireEvent.error(image);
      expect(image).toHaveAttribute("src", "/generated/photos/hero/pages/lawn-1280.jpg");
      expect(image).not.toHaveAttribute("srcset");
      fireEvent.error(image);
      expect(image).toHaveAttribute("src", photo.image);
      fireEvent.error(image);
      expect(screen.queryByRole("img", { name: photo.alt })).not.toBeInTheDocument();
    });

    it("shows no photo where content gives the page none", () => {
      render(<PageHero title="A" lead="B" />);
      expect(screen.queryByRole("img")).not.toBeInTheDocument();
      expect(screen.queryByText(/^Photo:/)).not.toBeInTheDocument();
    });
  });
});
