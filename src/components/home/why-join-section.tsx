import { FeatureList } from "@/src/components/ui/feature-list";
import { Section } from "@/src/components/ui/section";
import type { BenefitCard } from "@/content/types";

type WhyJoinSectionProps = { title: string; subtitle: string; benefits: readonly BenefitCard[] };

/** 'Why Join': the six reasons to become a member, as one list beside the membership drawing. */
export function WhyJoinSection({ title, subtitle, benefits }: WhyJoinSectionProps) {
  return (
    <Section tone="muted" heading={{ id: "why-join-title", title, subtitle }}>
      <FeatureList scene="membership" items={benefits} />
    </Section>
  );
}
