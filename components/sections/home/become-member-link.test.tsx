import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { BecomeMemberLink } from "./become-member-link";

describe("BecomeMemberLink", () => {
  it("is a link to the membership page", () => {
    render(<BecomeMemberLink href="/membership">Become a Member Today</BecomeMemberLink>);
    expect(screen.getByRole("link", { name: "Become a Member Today" })).toHaveAttribute(
      "href",
      "/membership",
    );
  });

  it("scrolls the page to the top 100 ms after it is followed", () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    render(<BecomeMemberLink href="/membership">Become a Member Today</BecomeMemberLink>);
    fireEvent.click(screen.getByRole("link", { name: "Become a Member Today" }));
    vi.advanceTimersByTime(99);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
    scrollTo.mockRestore();
  });
});
