import { BenefitGrid } from "@/src/components/ui/icon-card";
import { Section } from "@/src/components/ui/section";
import type { BenefitCard } from "@/content/types";

type BenefitsSectionProps = {
  id: string;
  intro: { eyebrow: string; title: string; subtitle: string };
  benefits: readonly BenefitCard[];
  tone?: "plain" | "muted";
};

/** Benefit cards with an icon, a title and a sentence each. */
export function BenefitsSection({ id, intro, benefits, tone = "plain" }: BenefitsSectionProps) {
  return (
    <Section id={id} tone={tone} heading={{ id: `${id}-title`, ...intro }}>
      <BenefitGrid benefits={benefits} />
    </Section>
  );
}
