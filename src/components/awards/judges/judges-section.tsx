import { Badge } from "@/src/components/ui/badge";
import { Section } from "@/src/components/ui/section";
import { judgeCountLabel, judgeRegions, judgesCopy, judgesIn } from "@/src/data/awards/judges";
import { awardRegionSlugs } from "@/src/data/awards/programme";
import type { Judge } from "@/content/types";

import { JudgeCard } from "./judge-card";

/** 'Meet Our Judges': the panel grouped by region, each region with its count badge (docs/product.md §2). */
export function JudgesSection({ judges }: { judges: readonly Judge[] }) {
  return (
    <Section
      heading={{
        id: "judges-title",
        title: judgesCopy.heading,
        subtitle: (
          <>
            <span className="block font-semibold text-ink">{judgesCopy.subtitle(judges.length)}</span>
            <span className="mt-2 block">{judgesCopy.intro}</span>
          </>
        ),
      }}
    >
      <div className="grid gap-12">
        {judgeRegions.map((region) => {
          const inRegion = judgesIn(judges, region);
          const headingId = `judges-${awardRegionSlugs[region]}`;
          return (
            <section key={region} aria-labelledby={headingId}>
              <div className="flex flex-wrap items-center gap-3 border-b border-line pb-3">
                <h3 id={headingId} className="text-2xl font-bold text-ink">
                  {region}
                </h3>
                <Badge tone="open">{judgeCountLabel(inRegion.length)}</Badge>
              </div>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {inRegion.map((judge) => (
                  <li key={judge.email}>
                    <JudgeCard judge={judge} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Section>
  );
}
