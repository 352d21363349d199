import { Badge } from "@/components/ui/badge";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { TabsContent } from "@/components/ui/tabs";
import { awardRegionSlugs, awardRegions, DEFAULT_WINNERS_REGION } from "@/content/awards/programme";
import { winnerCountLabel, winnerGroupsIn, winnersIn, winnersPageCopy } from "@/content/awards/winners";

import { RegionTabs } from "./region-tabs";
import { WinnerGroup } from "./winner-group";

/** The 2025 winners in five region tabs, each grouped by category (SPEC §2). */
export function WinnersSection() {
  const tabs = awardRegions.map((region) => ({
    slug: awardRegionSlugs[region],
    label: region,
    count: winnersIn(region).length,
  }));

  return (
    <Section aria-labelledby="winners-title">
      <SectionHeading id="winners-title" title={winnersPageCopy.title} subtitle={winnersPageCopy.subtitle} />
      <RegionTabs
        tabs={tabs}
        defaultSlug={awardRegionSlugs[DEFAULT_WINNERS_REGION]}
        label={winnersPageCopy.tabsLabel}
      >
        {awardRegions.map((region) => (
          <TabsContent key={region} value={awardRegionSlugs[region]}>
            <div className="flex flex-wrap items-center gap-3 border-b border-line pb-4">
              <h3 className="text-2xl font-bold text-ink">{region}</h3>
              <Badge tone="solid">{winnerCountLabel(winnersIn(region).length)}</Badge>
            </div>
            <div className="mt-8 grid gap-10">
              {winnerGroupsIn(region).map((group) => (
                <WinnerGroup key={group.category} group={group} />
              ))}
            </div>
          </TabsContent>
        ))}
      </RegionTabs>
    </Section>
  );
}
