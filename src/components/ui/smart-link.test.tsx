import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

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

  it("leaves #section links as plain anchors (the page's script scrolls them)", () => {
    render(<SmartLink href="#community">View Events</SmartLink>);
    const link = screen.getByRole("link", { name: "View Events" });
    expect(link).toHaveAttribute("href", "#community");
    expect(link).not.toHaveAttribute("target");
  });
});
