import { CardGridSection } from "@/src/components/ui/card-grid-section";
import { IconCard } from "@/src/components/ui/icon-card";
import type { ChairsAwardExplanationCard } from "@/src/data/awards/chairs-award";

type ExplanationSectionProps = {
  heading: { title: string; subtitle: string };
  cards: readonly ChairsAwardExplanationCard[];
};

/** What the Chair's Award recognises, in three cards. */
export function ExplanationSection({ heading, cards }: ExplanationSectionProps) {
  return (
    <CardGridSection id="chairs-award-about-title" heading={heading} columns="md3">
      {cards.map((card) => (
        <IconCard
          key={card.title}
          icon={card.icon}
          cardClassName="flex-1"
          title={card.title}
          text={card.description}
        />
      ))}
    </CardGridSection>
  );
}
