/**
 * Where a region's details panel goes on the map: inside the part of the map on screen and, where it can,
 * covering no pin; boxes in the map's own coordinates (docs/decisions/regions-map.md).
 */
export type Box = { left: number; top: number; right: number; bottom: number };
type Size = { width: number; height: number };

export type PlacementInput = {
  /** The map's size. */
  area: Size;
  /** The vertical span of the map that is visible on screen. */
  visible: { top: number; bottom: number };
  /** The pin the panel belongs to (dot and label). */
  pin: Box;
  /** Every other pin. */
  others: readonly Box[];
  panel: Size;
  /** Space kept between the panel and its pin. */
  gap: number;
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

export function placePanel({ area, visible, pin, others, panel, gap }: PlacementInput): {
  left: number;
  top: number;
} {
  const centreX = (pin.left + pin.right) / 2;
  const centreY = (pin.top + pin.bottom) / 2;
  const slideX = (left: number) => clamp(left, 0, area.width - panel.width);
  const slideY = (top: number) => clamp(top, visible.top, visible.bottom - panel.height);
  const candidates = [
    { left: pin.right + gap, top: slideY(centreY - panel.height / 2) },
    { left: pin.left - gap - panel.width, top: slideY(centreY - panel.height / 2) },
    { left: slideX(centreX - panel.width / 2), top: slideY(pin.bottom + gap) },
    { left: slideX(centreX - panel.width / 2), top: slideY(pin.top - gap - panel.height) },
  ].map(({ left, top }) => ({ left: slideX(left), top }));

  let best = candidates[0] ?? { left: 0, top: visible.top };
  let bestCost = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const box = {
      left: candidate.left,
      top: candidate.top,
      right: candidate.left + panel.width,
      bottom: candidate.top + panel.height,
    };
    // Covering its own pin costs more than covering another one: the visitor is pointing at it.
    const cost = (overlaps(box, pin) ? 10 : 0) + others.filter((other) => overlaps(box, other)).length;
    if (cost < bestCost) {
      best = candidate;
      bestCost = cost;
    }
    if (cost === 0) break;
  }
  return best;
}
