import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { SpeakerAvatar } from "./speaker-avatar";

describe("SpeakerAvatar", () => {
  it("shows the photo, webp first, when there is one", () => {
    render(<SpeakerAvatar name="Amara Osei" photo="/generated/images/events/speaker-osei.jpg" />);
    expect(screen.getByRole("img", { name: "Portrait of Amara Osei" })).toHaveAttribute(
      "src",
      "/generated/images/events/speaker-osei.webp",
    );
    expect(screen.queryByRole("img", { name: /placeholder avatar/ })).not.toBeInTheDocument();
  });

  it("shows a placeholder avatar with initials when there is no photo", () => {
    render(<SpeakerAvatar name="Selin Aydemir" />);
    expect(screen.getByRole("img", { name: "Selin Aydemir (placeholder avatar)" })).toHaveTextContent("SA");
  });

  it("tries the original when the webp fails, then swaps in the placeholder avatar", () => {
    render(<SpeakerAvatar name="Kenji Arata" photo="/missing.jpg" />);
    const photo = screen.getByRole("img", { name: "Portrait of Kenji Arata" });
    fireEvent.error(photo);
    expect(photo).toHaveAttribute("src", "/missing.jpg");
    fireEvent.error(photo);
    expect(screen.queryByRole("img", { name: "Portrait of Kenji Arata" })).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Kenji Arata (placeholder avatar)" })).toHaveTextContent("KA");
  });
});
