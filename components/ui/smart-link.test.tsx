import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { setReducedMotion } from "@/test/browser-stubs";

import { SmartLink } from "./smart-link";

describe("SmartLink", () => {
  it("keeps the new-tab hint in a name given with aria-label", () => {
    render(
      <SmartLink href="https://example.org/join" aria-label="Register Now: Student plan">
        Register Now
      </SmartLink>,
    );
    expect(
      screen.getByRole("link", { name: "Register Now: Student plan (opens in a new tab)" }),
    ).toHaveAttribute("target", "_blank");
  });

  it("opens links starting with http in a new tab, safely, and says so to screen readers", () => {
    render(<SmartLink href="https://worldurbanparks.org/blog/">Blog</SmartLink>);
    const link = screen.getByRole("link", { name: "Blog (opens in a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("renders internal paths as same-tab links", () => {
    render(<SmartLink href="/membership">Membership</SmartLink>);
    const link = screen.getByRole("link", { name: "Membership" });
    expect(link).toHaveAttribute("href", "/membership");
    expect(link).not.toHaveAttribute("target");
  });

  it("renders mailto: and tel: as plain links", () => {
    render(
      <>
        <SmartLink href="mailto:office@worldurbanparks.org">E-mail us</SmartLink>
        <SmartLink href="tel:+6440000000">Call us</SmartLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "E-mail us" })).toHaveAttribute(
      "href",
      "mailto:office@worldurbanparks.org",
    );
    expect(screen.getByRole("link", { name: "Call us" })).not.toHaveAttribute("target");
  });

  it("scrolls smoothly to a #section and moves focus there", () => {
    setReducedMotion(false);
    render(
      <>
        <SmartLink href="#community">View Events</SmartLink>
        <section id="community">Events</section>
      </>,
    );
    const section = document.getElementById("community")!;
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;

    fireEvent.click(screen.getByRole("link", { name: "View Events" }));

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(section).toHaveFocus();
    expect(window.location.hash).toBe("#community");
  });

  it("jumps without animation under prefers-reduced-motion", () => {
    setReducedMotion(true);
    render(
      <>
        <SmartLink href="#resources">Resources</SmartLink>
        <section id="resources">Free resources</section>
      </>,
    );
    const section = document.getElementById("resources")!;
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;

    fireEvent.click(screen.getByRole("link", { name: "Resources" }));

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
    setReducedMotion(false);
  });
});
