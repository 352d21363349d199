import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { SpeakerAvatar } from "./speaker-avatar";

describe("SpeakerAvatar", () => {
  it("shows the photo, webp first, when there is one", () => {
    render(
      <SpeakerAvatar
        name="Amara Osei"
        group="City of Lyon"
        photo="/generated/images/events/speaker-osei.jpg"
      />,
    );
    expect(screen.getByRole("img", { name: "Portrait of Amara Osei" })).toHaveAttribute(
      "src",
      "/generated/images/events/speaker-osei.webp",
    );
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("draws a decorative avatar with the initials when there is no photo: no picture is announced", () => {
    const { container } = render(<SpeakerAvatar name="Selin Aydemir" group="Parks Istanbul" />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    const initials = container.querySelector('[data-avatar="placeholder"]');
    expect(initials).toHaveTextContent("SA");
    expect(initials).toHaveAttribute("aria-hidden", "true");
  });

  it("tries the original when the webp fails, then swaps in the initials", () => {
    const { container } = render(
      <SpeakerAvatar name="Kenji Arata" group="Tokyo Parks" photo="/missing.jpg" />,
    );
    const photo = screen.getByRole("img", { name: "Portrait of Kenji Arata" });
    fireEvent.error(photo);
    expect(photo).toHaveAttribute("src", "/missing.jpg");
    fireEvent.error(photo);
    expect(screen.queryByRole("img", { name: "Portrait of Kenji Arata" })).not.toBeInTheDocument();
    const initials = container.querySelector('[data-avatar="placeholder"]');
    expect(initials).toBeVisible();
    expect(initials).toHaveTextContent("KA");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
