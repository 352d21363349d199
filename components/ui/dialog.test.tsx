import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";

import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";

function Example({ onCloseAutoFocus }: { onCloseAutoFocus?: (event: Event) => void }) {
  return (
    <Dialog>
      <DialogTrigger>Open</DialogTrigger>
      <DialogContent closeLabel="Close example" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>Example</DialogTitle>
        <DialogDescription>What it is about</DialogDescription>
        <a href="/first">First link</a>
      </DialogContent>
    </Dialog>
  );
}

const trigger = () => screen.getByRole("button", { name: "Open" });

describe("Dialog", () => {
  it("renders nothing but its trigger while closed", () => {
    render(<Example />);
    expect(trigger()).toHaveAttribute("aria-haspopup", "dialog");
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByText("What it is about")).not.toBeInTheDocument();
  });

  it("opens a modal named and described by its title and description, focus inside", async () => {
    render(<Example />);
    await userEvent.click(trigger());
    const dialog = screen.getByRole("dialog", { name: "Example", description: "What it is about" });
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog).toHaveAttribute("open");
    expect(trigger()).toHaveAttribute("aria-expanded", "true");
    expect(trigger()).toHaveAttribute("aria-controls", dialog.id);
    expect(screen.getByRole("link", { name: "First link" })).toHaveFocus();
    expect(document.body).toHaveAttribute("data-scroll-locked", "1");
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("keeps Tab and Shift+Tab inside", async () => {
    render(<Example />);
    await userEvent.click(trigger());
    const link = screen.getByRole("link", { name: "First link" });
    const close = screen.getByRole("button", { name: "Close example" });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it("closes on Escape and on its close button, returning focus and page scroll", async () => {
    render(<Example />);
    await userEvent.click(trigger());
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(document.body).not.toHaveAttribute("data-scroll-locked");
    expect(document.body.style.overflow).toBe("");

    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole("button", { name: "Close example" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it("closes on a click on the backdrop, not on one inside the panel", async () => {
    render(<Example />);
    await userEvent.click(trigger());
    const dialog = screen.getByRole("dialog");
    vi.spyOn(dialog, "getBoundingClientRect").mockReturnValue(new DOMRect(100, 100, 400, 300));
    fireEvent.pointerDown(dialog, { clientX: 200, clientY: 200 });
    fireEvent.click(dialog, { clientX: 200, clientY: 200 });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    fireEvent.pointerDown(dialog, { clientX: 200, clientY: 200 });
    fireEvent.click(dialog, { clientX: 20, clientY: 20 });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    fireEvent.pointerDown(dialog, { clientX: 20, clientY: 20 });
    fireEvent.click(dialog, { clientX: 20, clientY: 20 });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it("lets onCloseAutoFocus send focus elsewhere", async () => {
    const onCloseAutoFocus = vi.fn((event: Event) => {
      event.preventDefault();
      screen.getByRole("button", { name: "Elsewhere" }).focus();
    });
    render(
      <>
        <Example onCloseAutoFocus={onCloseAutoFocus} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.click(trigger());
    await userEvent.keyboard("{Escape}");
    expect(onCloseAutoFocus).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
  });

  it("follows open and onOpenChange when controlled", async () => {
    const changes: boolean[] = [];
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Show
          </button>
          <Dialog
            open={open}
            onOpenChange={(next) => {
              changes.push(next);
              setOpen(next);
            }}
          >
            <DialogContent>
              <DialogTitle>Controlled</DialogTitle>
              <DialogDescription>Opened from outside</DialogDescription>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByRole("dialog", { name: "Controlled" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(changes).toEqual([false]);
    expect(screen.getByRole("button", { name: "Show" })).toHaveFocus();
  });
});
