import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { initialsOf, SpeakerAvatar } from "./speaker-avatar";

describe("SpeakerAvatar", () => {
  it("shows the photo, webp first, when there is one", () => {
    const { container } = render(
      <SpeakerAvatar name="Amara Osei" photo="/generated/images/events/speaker-osei.jpg" />,
    );
    expect(screen.getByRole("img", { name: "Portrait of Amara Osei" })).toHaveAttribute(
      "src",
      "/generated/images/events/speaker-osei.jpg",
    );
    expect(container.querySelector("source")).toHaveAttribute(
      "srcset",
      "/generated/images/events/speaker-osei.webp",
    );
  });

  it("shows a placeholder avatar with initials when there is no photo", () => {
    render(<SpeakerAvatar name="Selin Aydemir" />);
    expect(screen.getByRole("img", { name: "Selin Aydemir (placeholder avatar)" })).toHaveTextContent("SA");
  });

  it("swaps a photo that fails to load for the placeholder avatar", () => {
    render(<SpeakerAvatar name="Kenji Arata" photo="/missing.jpg" />);
    fireEvent.error(screen.getByRole("img", { name: "Portrait of Kenji Arata" }));
    expect(screen.getByRole("img", { name: "Kenji Arata (placeholder avatar)" })).toHaveTextContent("KA");
  });
});

describe("initialsOf", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initialsOf("Lucía Ferrand")).toBe("LF");
    expect(initialsOf("Grace Wanjiru Nyambura")).toBe("GN");
    expect(initialsOf("Elif")).toBe("E");
  });
});
