import { ArrowLink } from "@/src/components/ui/arrow-link";
import { Card, CardBody, CardText, CardTitle } from "@/src/components/ui/card";
import { ResilientImage } from "@/src/components/ui/resilient-image";
import { Section } from "@/src/components/ui/section";
import type { ResourceCard } from "@/content/types";

type FreeResourcesSectionProps = {
  id: string;
  title: string;
  subtitle: string;
  cards: readonly ResourceCard[];
};

/** 'Free Resources' (anchor `#resources`): three cards from the free resource list. */
export function FreeResourcesSection({ id, title, subtitle, cards }: FreeResourcesSectionProps) {
  return (
    <Section id={id} heading={{ id: `${id}-title`, title, subtitle }}>
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="flex">
            <Card className="w-full overflow-hidden">
              <ResilientImage
                src={card.fallbackImage}
                webp={card.webpImage}
                alt=""
                width={480}
                height={270}
                className="aspect-video w-full object-cover"
              />
              <CardBody>
                <CardTitle>{card.title}</CardTitle>
                <CardText>{card.description}</CardText>
                <ArrowLink href={card.link}>{card.linkText}</ArrowLink>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
