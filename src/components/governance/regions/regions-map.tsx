import { regionsCopy } from "@/src/data/regions";
import type { Region } from "@/content/types";

import type { ReactNode } from "react";

import type { MapPinRegion } from "./region-map-pins.island";
import { worldMapGeometry } from "./world-map-geometry";

const WORLD_MAP_SRC = "/regions/world-map.svg";

/** Drops what the browser doesn't need (sources, map coordinates) from a region. */
export function toSummary(region: Region) {
  return {
    id: region.id,
    name: region.name,
    members: region.members,
    countries: region.countries,
    representative: region.representative,
    chairPosition: region.chairPosition,
    coChairName: region.coChairName,
    email: region.email,
    description: region.description,
  };
}

/** Each region with its pin's place on the map, worked out at build time with the map's projection. */
export function mapPins(regions: readonly Region[]): MapPinRegion[] {
  const geometry = worldMapGeometry(regions);
  return regions.map((region) => {
    const pin = geometry.pins.find((candidate) => candidate.id === region.id);
    return { ...toSummary(region), x: pin?.x ?? 50, y: pin?.y ?? 50 };
  });
}

/**
 * Desktop regions map: the world as a static SVG drawn at build time
 * (src/pages/regions/world-map.svg.ts); its pins (the `RegionMapPins` island, placed by `mapPins`)
 * are its child. Hidden on phones, which get the card list.
 */
export function RegionsMap({ regions, children }: { regions: readonly Region[]; children: ReactNode }) {
  const geometry = worldMapGeometry(regions);
  return (
    <div className="hidden lg:block" data-testid="regions-map">
      <p id="regions-map-hint" className="mb-4 text-center text-sm text-muted">
        {regionsCopy.mapHint}
      </p>
      <div role="group" aria-label={regionsCopy.mapLabel} className="relative mx-auto max-w-5xl">
        <img
          src={WORLD_MAP_SRC}
          alt=""
          width={geometry.width}
          height={geometry.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full select-none"
        />
        {children}
      </div>
    </div>
  );
}
