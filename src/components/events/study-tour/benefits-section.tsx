import { BenefitGrid } from "@/src/components/ui/icon-card";
import { Section } from "@/src/components/ui/section";
import type { BenefitCard } from "@/content/types";

type BenefitsSectionProps = {
  id: string;
  intro: { eyebrow: string; title: string; subtitle: string };
  benefits: readonly BenefitCard[];
};

/** Why professionals join the tour: four benefit cards. */
export function BenefitsSection({ id, intro, benefits }: BenefitsSectionProps) {
  return (
    <Section id={id} heading={{ id: `${id}-title`, ...intro }}>
      <BenefitGrid benefits={benefits} columns={4} />
    </Section>
  );
}
