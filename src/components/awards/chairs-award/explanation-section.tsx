import { Card, CardBody, CardText, CardTitle, IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";
import type { ChairsAwardExplanationCard } from "@/content/awards/chairs-award";

type ExplanationSectionProps = {
  heading: { title: string; subtitle: string };
  cards: readonly ChairsAwardExplanationCard[];
};

/** What the Chair's Award recognises, in three cards. */
export function ExplanationSection({ heading, cards }: ExplanationSectionProps) {
  return (
    <Section aria-labelledby="chairs-award-about-title">
      <SectionHeading id="chairs-award-about-title" title={heading.title} subtitle={heading.subtitle} />
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="flex">
            <Card className="flex-1">
              <CardBody>
                <IconTile>
                  <Icon name={card.icon} />
                </IconTile>
                <CardTitle>{card.title}</CardTitle>
                <CardText>{card.description}</CardText>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
