import type { Region } from "@/content/types";

import { RegionDetails } from "./region-details";
import { toSummary } from "./regions-map";

/** Phones and tablets: every region as a card (the map replaces the list on wide screens). */
export function RegionCards({ regions }: { regions: readonly Region[] }) {
  return (
    <div className="lg:hidden" data-testid="regions-list">
      <ul className="grid gap-5 md:grid-cols-2">
        {regions.map((region) => (
          <li
            key={region.id}
            id={region.id}
            className="rounded-card border border-t-4 border-line border-t-brand-600 bg-surface p-5 shadow-card"
          >
            <RegionDetails region={toSummary(region)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
