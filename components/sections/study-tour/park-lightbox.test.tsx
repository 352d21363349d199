import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { PARK_IMAGE_SIZE, parkPhoto } from "@/content/study-tour";
import { defined, presented } from "@/test/events";

import { ParkLightbox } from "./park-lightbox";

const park = defined(presented().studyTour.parks[0], "study tour park");

function renderLightbox() {
  render(
    <ParkLightbox
      name={park.name}
      caption="117 ha · Central Lyon"
      alt={park.alt}
      photo={parkPhoto(park)}
      {...PARK_IMAGE_SIZE}
    />,
  );
  return screen.getByRole("button", { name: `View larger image of ${park.name}` });
}

describe("ParkLightbox", () => {
  it("opens the park image in a modal dialog named after the park", async () => {
    const user = userEvent.setup();
    const trigger = renderLightbox();
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: park.name });
    expect(dialog).toHaveTextContent("117 ha · Central Lyon");
    expect(within(dialog).getByRole("img", { name: park.alt })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("closes on Escape and returns focus to the image", async () => {
    const user = userEvent.setup();
    const trigger = renderLightbox();
    await user.click(trigger);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("closes with its close button", async () => {
    const user = userEvent.setup();
    const trigger = renderLightbox();
    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Close image" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
