import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { regionsCopy, type RegionEntry } from "@/content/regions";

import { RegionCards } from "./region-cards";
import { RegionsMap } from "./regions-map";

/** The five regions: a map with pins on wide screens, a card list on phones. */
export function RegionsSection({ regions }: { regions: readonly RegionEntry[] }) {
  return (
    <Section tone="muted" aria-labelledby="regions-heading">
      <SectionHeading id="regions-heading" title={regionsCopy.heading} subtitle={regionsCopy.subtitle} />
      <RegionsMap regions={regions} />
      <RegionCards regions={regions} />
    </Section>
  );
}
