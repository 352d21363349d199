import { Card, CardBody, CardText, CardTitle, IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";
import { When } from "@/src/components/ui/when";
import type { BenefitCard } from "@/content/types";
import { AHEAD, type EventDates } from "@/lib/as-of";

type HighlightsSectionProps = {
  id: string;
  /** The heading before and during the symposium, and once it is held. */
  intro: { eyebrow: string; title: string; heldTitle: string };
  dates: EventDates;
  highlights: readonly BenefitCard[];
};

/** Keynote speakers, concurrent sessions and the awards ceremony. */
export function HighlightsSection({ id, intro, dates, highlights }: HighlightsSectionProps) {
  const title = (
    <>
      <When dates={dates} phases={[...AHEAD, "on"]} as="span">
        {intro.title}
      </When>
      <When dates={dates} phases={["past"]} as="span">
        {intro.heldTitle}
      </When>
    </>
  );
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} eyebrow={intro.eyebrow} title={title} />
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
