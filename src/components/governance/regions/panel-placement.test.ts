import { describe, expect, it } from "vitest";

import { placePanel, type Box } from "./panel-placement";

const box = (left: number, top: number, width = 120, height = 32): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

const base = {
  area: { width: 1000, height: 500 },
  visible: { top: 0, bottom: 500 },
  panel: { width: 400, height: 300 },
  gap: 20,
};

const panelBox = (place: { left: number; top: number }) => box(place.left, place.top, 400, 300);
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

describe("placePanel", () => {
  it("opens beside its pin, centred on it, when there is room", () => {
    expect(placePanel({ ...base, pin: box(100, 200), others: [] })).toEqual({ left: 240, top: 66 });
  });

  it("opens on the left of a pin near the right edge", () => {
    const place = placePanel({ ...base, pin: box(850, 200), others: [] });
    expect(place.left + 400).toBeLessThanOrEqual(850 - 20);
  });

  it("stays below the part of the map hidden under the bar and above the window's bottom", () => {
    const place = placePanel({ ...base, visible: { top: 120, bottom: 480 }, pin: box(100, 130), others: [] });
    expect(place.top).toBeGreaterThanOrEqual(120);
    expect(place.top + 300).toBeLessThanOrEqual(480);
  });

  it("moves to another side rather than cover another pin", () => {
    const pin = box(450, 250);
    const others = [box(620, 240), box(700, 300)];
    const place = placePanel({ ...base, pin, others });
    for (const other of others) expect(overlaps(panelBox(place), other)).toBe(false);
    expect(overlaps(panelBox(place), pin)).toBe(false);
  });

  it("never leaves the map, even when every side is crowded", () => {
    const pin = box(450, 230);
    const others = [box(100, 100), box(700, 100), box(100, 400), box(700, 400)];
    const place = placePanel({ ...base, pin, others });
    expect(place.left).toBeGreaterThanOrEqual(0);
    expect(place.left + 400).toBeLessThanOrEqual(1000);
    expect(place.top).toBeGreaterThanOrEqual(0);
    expect(place.top + 300).toBeLessThanOrEqual(500);
  });
});
