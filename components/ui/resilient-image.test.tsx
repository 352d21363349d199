import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { setImagesComplete } from "@/test/browser-stubs";

import { ResilientImage } from "./resilient-image";

const props = {
  src: "/images/park.jpg",
  webp: "/images/park.webp",
  alt: "Lakeside path",
  width: 800,
  height: 600,
};

describe("ResilientImage", () => {
  it("tries the webp first, with its size and lazy loading", () => {
    render(<ResilientImage {...props} />);
    const image = screen.getByRole("img", { name: "Lakeside path" });
    expect(image).toHaveAttribute("src", "/images/park.webp");
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "600");
    expect(image).toHaveAttribute("loading", "lazy");
  });

  it("loads above-the-fold images eagerly with high priority", () => {
    render(<ResilientImage {...props} isPriority />);
    const image = screen.getByRole("img", { name: "Lakeside path" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });

  it("falls back to the original when the webp fails", () => {
    render(<ResilientImage {...props} />);
    fireEvent.error(screen.getByRole("img", { name: "Lakeside path" }));
    expect(screen.getByRole("img", { name: "Lakeside path" })).toHaveAttribute("src", "/images/park.jpg");
  });

  it("shows an 'Image not available' placeholder of the same proportions when both fail", () => {
    render(<ResilientImage {...props} />);
    fireEvent.error(screen.getByRole("img", { name: "Lakeside path" }));
    fireEvent.error(screen.getByRole("img", { name: "Lakeside path" }));
    const placeholder = screen.getByRole("img", { name: "Lakeside path (image not available)" });
    expect(placeholder).toHaveTextContent("Image not available");
    expect(placeholder.style.aspectRatio).toBe("800 / 600");
  });

  it("goes straight to the original when there is no webp", () => {
    render(<ResilientImage {...props} webp={undefined} />);
    expect(screen.getByRole("img", { name: "Lakeside path" })).toHaveAttribute("src", "/images/park.jpg");
  });

  it("notices a webp that failed before the page hydrated and falls back", () => {
    setImagesComplete(true);
    render(<ResilientImage {...props} />);
    setImagesComplete(false);
    expect(screen.getByRole("img", { name: "Lakeside path" })).toHaveAttribute("src", "/images/park.jpg");
  });
});
