import { Section } from "@/components/ui/section";
import { StatGrid } from "@/components/ui/stat-grid";
import type { Stat } from "@/content/types";

type GovernanceStatsSectionProps = { stats: readonly Stat[]; label: string };

/** Counters in a dark band under the hero. */
export function GovernanceStatsSection({ stats, label }: GovernanceStatsSectionProps) {
  return (
    <Section tone="brand" aria-label={label} className="py-12 sm:py-14">
      <StatGrid stats={stats} label={label} isInverse />
    </Section>
  );
}
