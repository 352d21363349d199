import { Card, CardBody, CardText, CardTitle, IconTile } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import type { BenefitCard } from "@/content/types";

type BenefitsSectionProps = {
  id: string;
  intro: { eyebrow: string; title: string; subtitle: string };
  benefits: readonly BenefitCard[];
  tone?: "plain" | "muted";
};

/** Benefit cards with an icon, a title and a sentence each. */
export function BenefitsSection({ id, intro, benefits, tone = "plain" }: BenefitsSectionProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="flex">
            <Card className="w-full">
              <CardBody>
                <IconTile>
                  <Icon name={benefit.icon} />
                </IconTile>
                <CardTitle>{benefit.title}</CardTitle>
                <CardText>{benefit.description}</CardText>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
