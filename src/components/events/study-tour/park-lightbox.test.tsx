import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { PARK_IMAGE_SIZE } from "@/src/data/study-tour";

import { ParkLightbox, type LightboxPark } from "./park-lightbox.island";

/** Parks the test writes itself (the editor may change the tour's parks). */
const parks: LightboxPark[] = ["Parc Alpha", "Jardin Beta", "Square Gamma"].map((name, index) => ({
  name,
  caption: `${index + 10} ha · Quarter ${index + 1}`,
  alt: `A path through ${name}`,
  photo: { src: `/images/parks/${index}.jpg`, webp: `/images/parks/${index}.webp` },
}));

function renderLightbox(index = 1) {
  render(<ParkLightbox parks={parks} index={index} {...PARK_IMAGE_SIZE} />);
  return screen.getByRole("button", { name: `View larger image of ${parks[index]?.name}` });
}

describe("ParkLightbox", () => {
  it("opens the card's park image in a modal dialog named after the park", async () => {
    const user = userEvent.setup();
    const trigger = renderLightbox();
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Jardin Beta" });
    expect(dialog).toHaveTextContent("11 ha · Quarter 2");
    expect(dialog).toHaveTextContent("2 of 3");
    expect(within(dialog).getByRole("img", { name: "A path through Jardin Beta" })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("pages through the tour's parks with Previous and Next, wrapping at the ends", async () => {
    const user = userEvent.setup();
    await user.click(renderLightbox(2));
    await user.click(screen.getByRole("button", { name: "Next park: Parc Alpha" }));
    expect(screen.getByRole("dialog", { name: "Parc Alpha" })).toHaveTextContent("1 of 3");
    expect(screen.getByRole("img", { name: "A path through Parc Alpha" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Previous park: Square Gamma" }));
    expect(screen.getByRole("dialog", { name: "Square Gamma" })).toBeInTheDocument();
  });

  it("moves with the arrow keys, and opens again on its own card's park", async () => {
    const user = userEvent.setup();
    const trigger = renderLightbox(0);
    await user.click(trigger);
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("dialog", { name: "Square Gamma" })).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("dialog", { name: "Jardin Beta" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    expect(screen.getByRole("dialog", { name: "Parc Alpha" })).toBeInTheDocument();
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

  it("shows no Previous, Next or position for a tour of one park", async () => {
    const user = userEvent.setup();
    render(<ParkLightbox parks={parks.slice(0, 1)} index={0} {...PARK_IMAGE_SIZE} />);
    await user.click(screen.getByRole("button", { name: "View larger image of Parc Alpha" }));
    expect(screen.queryByRole("button", { name: /Next park/ })).toBeNull();
    expect(screen.getByRole("dialog")).not.toHaveTextContent("1 of 1");
  });
});
