import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { CountryLabel } from "./country-label";
import { flagEmoji, flagSrc, initialsOf } from "./people";
import { PersonAvatar } from "./person-avatar";

describe("flags and initials", () => {
  it("serves flags from the site itself and builds emoji from the country code", () => {
    expect(flagSrc("NZ")).toBe("/board-of-directors/flags/nz.svg");
    expect(flagEmoji("NZ")).toBe("🇳🇿");
    expect(flagEmoji("mx")).toBe("🇲🇽");
  });

  it("takes the first and last initials, ignoring titles", () => {
    expect(initialsOf("Tim Geyer")).toBe("TG");
    expect(initialsOf("Dr Richard Murray")).toBe("RM");
    expect(initialsOf("Itziar de Luisa")).toBe("IL");
    expect(initialsOf("Elif Yıldız")).toBe("EY");
    expect(initialsOf("Madonna")).toBe("M");
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
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("🇲🇽")).toBeInTheDocument();
  });
});

describe("PersonAvatar", () => {
  it("shows initials when there is no photo", () => {
    render(<PersonAvatar name="Tim Geyer" />);
    expect(screen.getByText("TG")).toBeInTheDocument();
  });

  it("shows the photo, and the initials when it fails to load", () => {
    const { container } = render(<PersonAvatar name="Jayne Miller" image="/people/jayne.jpg" />);
    const photo = container.querySelector("img");
    expect(photo?.getAttribute("src")).toMatch(/\/people\/jayne\.jpg$/);
    fireEvent.error(photo!);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("JM")).toBeInTheDocument();
  });
});
