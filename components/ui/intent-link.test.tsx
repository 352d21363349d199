import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { IntentLink } from "./intent-link";

describe("IntentLink", () => {
  it("is a same-tab link to its page", () => {
    render(<IntentLink href="/membership">Membership</IntentLink>);
    const link = screen.getByRole("link", { name: "Membership" });
    expect(link).toHaveAttribute("href", "/membership");
    expect(link).not.toHaveAttribute("target");
  });

  it("still calls the caller's own pointer, focus and touch handlers", () => {
    const onPointerEnter = vi.fn();
    const onFocus = vi.fn();
    const onTouchStart = vi.fn();
    render(
      <IntentLink href="/staff" onPointerEnter={onPointerEnter} onFocus={onFocus} onTouchStart={onTouchStart}>
        Staff
      </IntentLink>,
    );
    const link = screen.getByRole("link", { name: "Staff" });
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(onPointerEnter).toHaveBeenCalledOnce();
    expect(onFocus).toHaveBeenCalledOnce();
    expect(onTouchStart).toHaveBeenCalledOnce();
  });
});
