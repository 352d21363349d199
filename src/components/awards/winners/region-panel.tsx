import type { ReactNode } from "react";

import { Badge } from "@/src/components/ui/badge";
import { winnerCountLabel } from "@/src/data/awards/winners";
import type { AwardRegion } from "@/content/types";

/** One region's tab panel: its name and winner count, then its category groups (its children). */
type RegionPanelProps = { region: AwardRegion; count: number; children: ReactNode };

export function RegionPanel({ region, count, children }: RegionPanelProps) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3 border-b border-line pb-4">
        <h3 className="text-2xl font-bold text-ink">{region}</h3>
        <Badge tone="solid">{winnerCountLabel(count)}</Badge>
      </div>
      <div className="mt-8 grid gap-10">{children}</div>
    </>
  );
}
