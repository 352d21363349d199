import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { checkImagesThatFailedEarly } from "@/lib/browser/image-fallback";
import { setImagesComplete } from "@/test/browser-stubs";

import { ResilientImage } from "./resilient-image";

const props = {
  src: "/images/park.jpg",
  webp: "/images/park.webp",
  alt: "Lakeside path",
  width: 800,
  height: 600,
};

// The page's image script (lib/browser/image-fallback.ts) is installed for every test in vitest.setup.ts.
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

  it("shows no placeholder while the image is fine", () => {
    render(<ResilientImage {...props} />);
    expect(screen.queryByRole("img", { name: /image not available/ })).not.toBeInTheDocument();
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
    expect(screen.queryByRole("img", { name: "Lakeside path" })).not.toBeInTheDocument();
    const placeholder = screen.getByRole("img", { name: "Lakeside path (image not available)" });
    expect(placeholder).toHaveTextContent("Image not available");
    expect(placeholder.style.aspectRatio).toBe("800 / 600");
  });

  it("goes straight to the original when there is no webp", () => {
    render(<ResilientImage {...props} webp={undefined} />);
    const image = screen.getByRole("img", { name: "Lakeside path" });
    expect(image).toHaveAttribute("src", "/images/park.jpg");
    fireEvent.error(image);
    expect(screen.getByRole("img", { name: "Lakeside path (image not available)" })).toBeInTheDocument();
  });

  it("notices a webp that failed before the page's script ran, and falls back", async () => {
    render(<ResilientImage {...props} />);
    const image = screen.getByRole<HTMLImageElement>("img", { name: "Lakeside path" });
    vi.spyOn(image, "decode").mockRejectedValue(new Error("EncodingError"));
    setImagesComplete(true);
    try {
      checkImagesThatFailedEarly();
      await vi.waitFor(() => expect(image).toHaveAttribute("src", "/images/park.jpg"));
    } finally {
      setImagesComplete(false);
    }
  });
});
