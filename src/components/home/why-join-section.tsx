import { BenefitGrid } from "@/src/components/ui/icon-card";
import { Section } from "@/src/components/ui/section";
import type { BenefitCard } from "@/content/types";

type WhyJoinSectionProps = { title: string; subtitle: string; benefits: readonly BenefitCard[] };

/** 'Why Join': the six reasons to become a member. */
export function WhyJoinSection({ title, subtitle, benefits }: WhyJoinSectionProps) {
  return (
    <Section tone="muted" heading={{ id: "why-join-title", title, subtitle }}>
      <BenefitGrid benefits={benefits} />
    </Section>
  );
}
