import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { holdPageBehind } from "@/lib/browser/page-behind";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";

const release = vi.fn();
vi.mock("@/lib/browser/page-behind", () => ({ holdPageBehind: vi.fn(() => release) }));

/** A page with its own button that opens a dialog holding a field (as the search does). */
function Page() {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState("");
  return (
    <main>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent closeLabel="Close it">
          <DialogTitle>Find</DialogTitle>
          <DialogDescription>Type a word.</DialogDescription>
          <input aria-label="Words" value={query} onChange={(event) => setQuery(event.target.value)} />
        </DialogContent>
      </Dialog>
    </main>
  );
}

/** Radix listens for clicks outside from the task after the dialog opens. */
const outsideListened = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.mocked(holdPageBehind).mockClear();
  release.mockClear();
});

describe("Dialog", () => {
  it("holds the page behind once per open, with its backdrop and panel kept out, and lets it go on close", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Find" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(holdPageBehind).toHaveBeenCalledTimes(1);
    const parts = vi.mocked(holdPageBehind).mock.calls[0] ?? [];
    expect(parts).toHaveLength(2);
    expect(parts).toContain(dialog);

    // Typing renders the dialog again; the page stays held, not released and held anew.
    await user.type(screen.getByRole("textbox", { name: "Words" }), "parks");
    expect(holdPageBehind).toHaveBeenCalledTimes(1);
    expect(release).not.toHaveBeenCalled();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it("hands focus back to what had it when it opened, after Escape, the close button or a click outside", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Open" });

    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Close it" }));
    expect(opener).toHaveFocus();

    await user.click(opener);
    await outsideListened();
    await user.pointer({ keys: "[MouseLeft]", target: document.body });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("stays open on a right or ctrl click outside, as a modal dialog does", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await outsideListened();

    await user.pointer({ keys: "[MouseRight]", target: document.body });
    await user.keyboard("{Control>}");
    await user.pointer({ keys: "[MouseLeft]", target: document.body });
    await user.keyboard("{/Control}");
    expect(screen.getByRole("dialog", { name: "Find" })).toBeInTheDocument();
    // A plain click outside still closes it: the two above were heard, and kept it open.
    await user.pointer({ keys: "[MouseLeft]", target: document.body });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
