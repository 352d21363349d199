import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { CountryLabel } from "./country-label";
import { flagEmoji, flagSrc } from "./people";
import { PersonAvatar } from "./person-avatar";

describe("flags", () => {
  it("serves flags from the site itself and builds emoji from the country code", () => {
    expect(flagSrc("NZ")).toBe("/board-of-directors/flags/nz.svg");
    expect(flagEmoji("NZ")).toBe("🇳🇿");
    expect(flagEmoji("mx")).toBe("🇲🇽");
  });
});

describe("CountryLabel", () => {
  it("shows the country's name with its self-hosted flag", () => {
    const { container } = render(<CountryLabel country="Mexico" countryCode="MX" />);
    expect(screen.getByText("Mexico")).toBeInTheDocument();
    expect(container.querySelector("img")?.getAttribute("src")).toMatch(
      /\/board-of-directors\/flags\/mx\.svg$/,
    );
  });

  it("falls back to the emoji flag when the image fails to load", () => {
    const { container } = render(<CountryLabel country="Mexico" countryCode="MX" />);
    expect(screen.getByText("🇲🇽")).not.toBeVisible();
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("img")).not.toBeVisible();
    expect(screen.getByText("🇲🇽")).toBeVisible();
  });
});

describe("PersonAvatar", () => {
  it("draws an avatar with the initials when there is no photo", () => {
    render(<PersonAvatar name="Tim Geyer" group="Chair" />);
    expect(screen.getByText("TG")).toBeInTheDocument();
  });

  it("shows the photo cropped to the face, then its JPEG copy and the upload, and the drawing when all fail", () => {
    const { container } = render(
      <PersonAvatar name="Jayne Miller" group="Director" image="/images/people/jayne/image.jpg" />,
    );
    const photo = container.querySelector("img");
    expect(photo).toHaveAttribute("src", "/generated/photos/avatar/people/jayne/image-160.webp");
    expect(screen.getByText("JM")).not.toBeVisible();
    fireEvent.error(photo!);
    expect(photo).toHaveAttribute("src", "/generated/photos/avatar/people/jayne/image-160.jpg");
    fireEvent.error(photo!);
    expect(photo).toHaveAttribute("src", "/images/people/jayne/image.jpg");
    fireEvent.error(photo!);
    expect(photo).not.toBeVisible();
    expect(screen.getByText("JM")).toBeVisible();
  });
});
