import { regionsCopy, type RegionEntry } from "@/content/regions";

import { RegionMapPins, type MapPinRegion } from "./region-map-pins";
import { worldMapGeometry } from "./world-map-geometry";

export const WORLD_MAP_SRC = "/regions/world-map.svg";

/** Drops what the browser doesn't need (sources, map coordinates) from a region. */
export function toSummary(region: RegionEntry) {
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

/**
 * Desktop regions map: the world as a static SVG drawn at build time (app/regions/world-map.svg),
 * with a pin per region placed by the same projection. Hidden on phones, which get the card list.
 */
export function RegionsMap({ regions }: { regions: readonly RegionEntry[] }) {
  const geometry = worldMapGeometry(regions);
  const pins: MapPinRegion[] = regions.map((region) => {
    const pin = geometry.pins.find((candidate) => candidate.id === region.id);
    return { ...toSummary(region), x: pin?.x ?? 50, y: pin?.y ?? 50 };
  });
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
        <RegionMapPins regions={pins} closeLabel={regionsCopy.closeLabel} />
      </div>
    </div>
  );
}
