import { ArrowLink } from "@/src/components/ui/arrow-link";
import { CardGridSection } from "@/src/components/ui/card-grid-section";
import { IconCard } from "@/src/components/ui/icon-card";
import type { BenefitCard } from "@/content/types";

type MemberBenefitsSectionProps = {
  title: string;
  subtitle: string;
  cards: readonly (BenefitCard & { link: string; linkText: string })[];
};

/** 'Exclusive Member Benefits': four cards, each with its own kind of link (external, hash, internal). */
export function MemberBenefitsSection({ title, subtitle, cards }: MemberBenefitsSectionProps) {
  return (
    <CardGridSection id="member-benefits-title" tone="muted" heading={{ title, subtitle }} columns="sm2-lg4">
      {cards.map((card) => (
        <IconCard
          key={card.title}
          icon={card.icon}
          tileClassName="bg-accent-100 text-accent-900"
          title={card.title}
          text={card.description}
        >
          <ArrowLink href={card.link}>{card.linkText}</ArrowLink>
        </IconCard>
      ))}
    </CardGridSection>
  );
}
