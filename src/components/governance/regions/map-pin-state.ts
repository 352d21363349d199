/**
 * Which region panel the map shows (docs/product.md §4 regions map): hover, focus and click open a pin's
 * panel, a second click or Escape closes it, and leaving hides it after a delay
 * (docs/decisions/regions-map.md).
 */
export type PinState = {
  activeId: string | null;
  /** Whether the open panel was opened by a pointer click (a second click then closes it). */
  isClicked: boolean;
};

export type PinAction =
  | { type: "hover"; id: string }
  | { type: "focus"; id: string }
  | { type: "click"; id: string; isKeyboard: boolean }
  | { type: "hide" };

export const closedPins: PinState = { activeId: null, isClicked: false };

export function pinReducer(state: PinState, action: PinAction): PinState {
  switch (action.type) {
    case "hover":
    case "focus":
      return state.activeId === action.id ? state : { activeId: action.id, isClicked: false };
    case "click": {
      const isOpen = state.activeId === action.id;
      if (isOpen && (action.isKeyboard || state.isClicked)) return closedPins;
      return { activeId: action.id, isClicked: true };
    }
    case "hide":
      return state.activeId === null ? state : closedPins;
  }
}
