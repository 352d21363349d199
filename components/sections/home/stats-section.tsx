import { StatGrid } from "@/components/ui/stat-grid";
import type { Stat } from "@/content/types";

type StatsSectionProps = { stats: readonly Stat[]; label: string };

/** The home counters band right under the hero (SPEC §1, §4). */
export function StatsSection({ stats, label }: StatsSectionProps) {
  return (
    <section aria-label={label} className="border-b border-line bg-surface py-12 sm:py-14">
      <div className="page-container">
        <StatGrid stats={stats} label={label} className="mx-auto max-w-4xl" />
      </div>
    </section>
  );
}
