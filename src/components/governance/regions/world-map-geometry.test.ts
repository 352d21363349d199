import { describe, expect, it } from "vitest";

import { loadDatasetWithIds } from "@/lib/content/load";

import { atlasCountryNames, atlasName, MAP_WIDTH, worldMapGeometry } from "./world-map-geometry";

const regions = loadDatasetWithIds("regions");

describe("worldMapGeometry", () => {
  const geometry = worldMapGeometry(regions);

  it("projects the world into a wide map with one path per region", () => {
    expect(geometry.width).toBe(MAP_WIDTH);
    expect(geometry.height).toBeGreaterThan(400);
    expect(geometry.height).toBeLessThan(600);
    expect(geometry.regions.map((region) => region.id)).toEqual(regions.map((region) => region.id));
    for (const region of geometry.regions) expect(region.d).toMatch(/^M/);
    expect(geometry.otherCountries).toMatch(/^M/);
  });

  it("finds every country a region lists on the map", () => {
    for (const region of regions) {
      for (const country of region.countries)
        expect(atlasCountryNames.has(atlasName(country)), country).toBe(true);
    }
  });

  it("places each pin inside the map, west to east from the Americas to Asia Pacific", () => {
    const pin = (id: string) => geometry.pins.find((candidate) => candidate.id === id);
    for (const { x, y } of geometry.pins) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(100);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(100);
    }
    expect(pin("north-america")!.x).toBeLessThan(pin("europe")!.x);
    expect(pin("europe")!.x).toBeLessThan(pin("asia-pacific")!.x);
    expect(pin("north-america")!.y).toBeLessThan(pin("latin-america")!.y);
  });
});
