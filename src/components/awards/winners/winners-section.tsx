import type { ReactNode } from "react";

import { Section } from "@/src/components/ui/section";
import { awardRegionSlugs, awardRegions } from "@/src/data/awards/programme";
import { winnersIn, winnersPageCopy } from "@/src/data/awards/winners";
import type { Winner } from "@/content/types";

import type { RegionTab } from "./region-tabs.island";

/** The region tabs' data: each region's slug and winner count. */
export function winnerRegionTabs(winners: readonly Winner[]): RegionTab[] {
  return awardRegions.map((region) => ({
    slug: awardRegionSlugs[region],
    label: region,
    count: winnersIn(winners, region).length,
  }));
}

/** The 2025 winners (docs/product.md §2); its region tabs (the `RegionTabs` island) are its child. */
export function WinnersSection({ children }: { children: ReactNode }) {
  return (
    <Section
      heading={{ id: "winners-title", title: winnersPageCopy.title, subtitle: winnersPageCopy.subtitle }}
    >
      {children}
    </Section>
  );
}
