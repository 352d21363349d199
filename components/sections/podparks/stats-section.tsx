import { Section } from "@/components/ui/section";
import { StatGrid } from "@/components/ui/stat-grid";
import { podparksPage } from "@/content/feeds";

export function PodparksStatsSection() {
  return (
    <Section tone="muted" aria-label={podparksPage.statsLabel} className="py-12 sm:py-14">
      <StatGrid stats={podparksPage.stats} label={podparksPage.statsLabel} />
    </Section>
  );
}
