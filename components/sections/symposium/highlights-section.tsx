import { Card, CardBody, CardText, CardTitle, IconTile } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import type { BenefitCard } from "@/content/types";

type HighlightsSectionProps = {
  id: string;
  intro: { eyebrow: string; title: string };
  highlights: readonly BenefitCard[];
};

/** Keynote speakers, concurrent sessions and the awards ceremony. */
export function HighlightsSection({ id, intro, highlights }: HighlightsSectionProps) {
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...intro} />
      <ul className="grid gap-6 md:grid-cols-3">
        {highlights.map((highlight) => (
          <li key={highlight.title} className="flex">
            <Card className="w-full">
              <CardBody>
                <IconTile>
                  <Icon name={highlight.icon} />
                </IconTile>
                <CardTitle>{highlight.title}</CardTitle>
                <CardText>{highlight.description}</CardText>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
