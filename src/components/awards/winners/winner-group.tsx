import type { ReactNode } from "react";

import { Badge } from "@/src/components/ui/badge";
import { Icon } from "@/src/components/ui/icon";
import { awardCategoryInfo } from "@/src/data/awards/programme";
import { winnerCountLabel, type WinnerGroup as Group } from "@/src/data/awards/winners";

/**
 * One category within a region: its icon, name, '1 Winner' / 'N Winners' badge and its cards
 * (its children, each in an `<li>`: a `WinnerCard`, or a `WinnerDetailCard` island).
 */
export function WinnerGroup({ group, children }: { group: Group; children: ReactNode }) {
  const category = awardCategoryInfo[group.category];
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
          <Icon name={category.icon} className="size-5" />
        </span>
        <h4 className="text-lg font-semibold text-ink">{category.name}</h4>
        <Badge tone="open">{winnerCountLabel(group.winners.length)}</Badge>
      </div>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </div>
  );
}
