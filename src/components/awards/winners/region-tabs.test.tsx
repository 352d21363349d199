import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";

import { regionPanelSlot, RegionTabs, selectedSlug } from "./region-tabs.island";

const tabs = [
  { slug: "asia-pacific", label: "Asia Pacific", count: 10 },
  { slug: "europe", label: "Europe", count: 10 },
  { slug: "africa", label: "Africa", count: 7 },
];

/** The tabs with each panel in its slot, as the page passes them. */
function renderTabs() {
  const panels = Object.fromEntries(
    tabs.map((tab, index) => [regionPanelSlot(index), `${tab.label} winners`]),
  );
  return render(<RegionTabs tabs={tabs} defaultSlug="asia-pacific" label="Award regions" {...panels} />);
}

/** Inactive panels stay in the HTML, hidden by a class that happy-dom doesn't apply. */
function activePanel(): HTMLElement {
  const [panel] = screen.getAllByRole("tabpanel").filter((element) => element.dataset.state === "active");
  if (!panel) throw new Error("no active tab panel");
  return panel;
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("selectedSlug", () => {
  it("takes the tab named by the hash, or the default when it names none", () => {
    expect(selectedSlug("#europe", tabs, "asia-pacific")).toBe("europe");
    expect(selectedSlug("", tabs, "asia-pacific")).toBe("asia-pacific");
    expect(selectedSlug("#nowhere", tabs, "asia-pacific")).toBe("asia-pacific");
  });
});

describe("RegionTabs", () => {
  it("opens on the default region in a named tab list", () => {
    renderTabs();
    expect(screen.getByRole("tablist", { name: "Award regions" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: /Asia Pacific/ })).toHaveAttribute("aria-selected", "true");
    expect(activePanel()).toHaveTextContent("Asia Pacific winners");
  });

  it("keeps the selected region in the URL hash", async () => {
    renderTabs();
    await userEvent.click(screen.getByRole("tab", { name: /Europe/ }));
    expect(window.location.hash).toBe("#europe");
    expect(screen.getByRole("tab", { name: /Europe/ })).toHaveAttribute("aria-selected", "true");
    expect(activePanel()).toHaveTextContent("Europe winners");
  });

  it("restores the region from the hash on arrival and follows hash changes", () => {
    window.history.replaceState(null, "", "/#africa");
    renderTabs();
    expect(screen.getByRole("tab", { name: /Africa/ })).toHaveAttribute("aria-selected", "true");

    window.history.replaceState(null, "", "/#europe");
    fireEvent(window, new HashChangeEvent("hashchange"));
    expect(screen.getByRole("tab", { name: /Europe/ })).toHaveAttribute("aria-selected", "true");
  });

  it("moves between regions with the arrow keys", async () => {
    renderTabs();
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: /Asia Pacific/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: /Europe/ })).toHaveFocus();
    expect(screen.getByRole("tab", { name: /Europe/ })).toHaveAttribute("aria-selected", "true");
  });
});
