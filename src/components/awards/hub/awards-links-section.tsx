import { ArrowRight } from "lucide-react";

import { CardGridSection } from "@/src/components/ui/card-grid-section";
import { IconCard } from "@/src/components/ui/icon-card";
import type { AwardsHubCard } from "@/src/data/awards/programme";

type AwardsLinksSectionProps = {
  heading: { title: string; subtitle: string };
  cards: readonly AwardsHubCard[];
};

/** Four cards leading to the about, winners, judges and Chair's Award pages. */
export function AwardsLinksSection({ heading, cards }: AwardsLinksSectionProps) {
  return (
    <CardGridSection id="awards-links-title" tone="muted" heading={heading} columns="sm2-lg4">
      {cards.map((card) => (
        <IconCard
          key={card.href}
          icon={card.icon}
          cardClassName="relative flex-1 transition-shadow focus-within:shadow-lg hover:shadow-lg"
          title={card.title}
          text={card.description}
          textClassName="flex-1"
        >
          <a
            href={card.href}
            className="inline-flex items-center gap-2 rounded font-semibold text-brand-800 after:absolute after:inset-0 after:rounded-card hover:text-brand-950 hover:underline"
          >
            {card.linkText}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </IconCard>
      ))}
    </CardGridSection>
  );
}
