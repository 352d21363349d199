import { ArrowRight } from "lucide-react";

import { Card, CardBody, CardText, CardTitle, IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";
import type { AwardsHubCard } from "@/content/awards/programme";

type AwardsLinksSectionProps = {
  heading: { title: string; subtitle: string };
  cards: readonly AwardsHubCard[];
};

/** Four cards leading to the about, winners, judges and Chair's Award pages. */
export function AwardsLinksSection({ heading, cards }: AwardsLinksSectionProps) {
  return (
    <Section tone="muted" aria-labelledby="awards-links-title">
      <SectionHeading id="awards-links-title" title={heading.title} subtitle={heading.subtitle} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.href} className="flex">
            <Card className="relative flex-1 transition-shadow focus-within:shadow-lg hover:shadow-lg">
              <CardBody>
                <IconTile>
                  <Icon name={card.icon} />
                </IconTile>
                <CardTitle>{card.title}</CardTitle>
                <CardText className="flex-1">{card.description}</CardText>
                <a
                  href={card.href}
                  className="inline-flex items-center gap-2 rounded font-semibold text-brand-800 after:absolute after:inset-0 after:rounded-card hover:text-brand-950 hover:underline"
                >
                  {card.linkText}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
