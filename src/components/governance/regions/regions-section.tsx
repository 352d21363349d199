import type { ReactNode } from "react";

import { Section } from "@/src/components/ui/section";
import { regionsCopy } from "@/src/data/regions";
import type { Region } from "@/content/types";

import { RegionCards } from "./region-cards";
import { RegionsMap } from "./regions-map";

/** The five regions: a map with pins on wide screens (the pins are its child), a card list on phones. */
export function RegionsSection({ regions, children }: { regions: readonly Region[]; children: ReactNode }) {
  return (
    <Section
      tone="muted"
      heading={{ id: "regions-heading", title: regionsCopy.heading, subtitle: regionsCopy.subtitle }}
    >
      <RegionsMap regions={regions}>{children}</RegionsMap>
      <RegionCards regions={regions} />
    </Section>
  );
}
