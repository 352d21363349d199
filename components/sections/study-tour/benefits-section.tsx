import { Card, CardBody, CardText, CardTitle, IconTile } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import type { BenefitCard } from "@/content/types";

type BenefitsSectionProps = {
  id: string;
  intro: { eyebrow: string; title: string; subtitle: string };
  benefits: readonly BenefitCard[];
};

/** Why professionals join the tour: four benefit cards. */
export function BenefitsSection({ id, intro, benefits }: BenefitsSectionProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
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
