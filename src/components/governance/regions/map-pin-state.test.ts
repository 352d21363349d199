import { describe, expect, it } from "vitest";

import { closedPins, pinReducer, type PinAction, type PinState } from "./map-pin-state";

const run = (actions: PinAction[], from: PinState = closedPins) => actions.reduce(pinReducer, from);

describe("pinReducer", () => {
  it("shows a region's panel on hover and on focus", () => {
    expect(run([{ type: "hover", id: "europe" }]).activeId).toBe("europe");
    expect(run([{ type: "focus", id: "africa" }]).activeId).toBe("africa");
  });

  it("keeps a hovered panel open on the first click and closes it on the second", () => {
    const clickedOnce = run([
      { type: "hover", id: "europe" },
      { type: "click", id: "europe", isKeyboard: false },
    ]);
    expect(clickedOnce.activeId).toBe("europe");
    expect(run([{ type: "click", id: "europe", isKeyboard: false }], clickedOnce).activeId).toBeNull();
  });

  it("opens on a tap without hover and closes on a second tap", () => {
    const tapped = run([{ type: "click", id: "africa", isKeyboard: false }]);
    expect(tapped.activeId).toBe("africa");
    expect(run([{ type: "click", id: "africa", isKeyboard: false }], tapped)).toEqual(closedPins);
  });

  it("switches to another pin when a different one is clicked", () => {
    const state = run([
      { type: "click", id: "africa", isKeyboard: false },
      { type: "click", id: "europe", isKeyboard: false },
    ]);
    expect(state.activeId).toBe("europe");
  });

  it("toggles with the keyboard: Enter on a focused, open pin closes it and opens it again", () => {
    const focused = run([{ type: "focus", id: "europe" }]);
    const closed = run([{ type: "click", id: "europe", isKeyboard: true }], focused);
    expect(closed.activeId).toBeNull();
    expect(run([{ type: "click", id: "europe", isKeyboard: true }], closed).activeId).toBe("europe");
  });

  it("hides whatever is open", () => {
    expect(run([{ type: "hover", id: "europe" }, { type: "hide" }])).toEqual(closedPins);
  });
});
