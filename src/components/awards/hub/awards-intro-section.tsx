import type { ReactNode } from "react";

import { Section } from "@/src/components/ui/section";

type AwardsIntroSectionProps = {
  intro: { eyebrow: string; title: string; paragraphs: readonly string[] };
  /** The counters. */
  children: ReactNode;
};

/** The ten-year anniversary programme in a few lines, with its counters (docs/product.md §2, §4). */
export function AwardsIntroSection({ intro, children }: AwardsIntroSectionProps) {
  return (
    <Section heading={{ id: "awards-intro-title", eyebrow: intro.eyebrow, title: intro.title }}>
      <div className="mx-auto grid max-w-3xl gap-4 text-lg leading-relaxed text-muted">
        {intro.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="mx-auto mt-12 max-w-4xl rounded-card bg-brand-50 px-6 py-10 ring-1 ring-brand-100">
        {children}
      </div>
    </Section>
  );
}
