import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { StatGrid } from "@/components/ui/stat-grid";
import type { Stat } from "@/content/types";

type AwardsIntroSectionProps = {
  intro: { eyebrow: string; title: string; paragraphs: readonly string[]; statsLabel: string };
  stats: readonly Stat[];
};

/** The ten-year anniversary programme in a few lines, with its counters (SPEC §2, §4). */
export function AwardsIntroSection({ intro, stats }: AwardsIntroSectionProps) {
  return (
    <Section aria-labelledby="awards-intro-title">
      <SectionHeading id="awards-intro-title" eyebrow={intro.eyebrow} title={intro.title} />
      <div className="mx-auto grid max-w-3xl gap-4 text-lg leading-relaxed text-muted">
        {intro.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <StatGrid
        stats={stats}
        label={intro.statsLabel}
        className="mx-auto mt-12 max-w-4xl rounded-card bg-brand-50 px-6 py-10 ring-1 ring-brand-100"
      />
    </Section>
  );
}
