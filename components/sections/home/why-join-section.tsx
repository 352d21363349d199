import { Card, CardBody, CardText, CardTitle, IconTile } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import type { BenefitCard } from "@/content/types";

type WhyJoinSectionProps = { title: string; subtitle: string; benefits: readonly BenefitCard[] };

/** 'Why Join': the six reasons to become a member. */
export function WhyJoinSection({ title, subtitle, benefits }: WhyJoinSectionProps) {
  return (
    <Section tone="muted" aria-labelledby="why-join-title">
      <SectionHeading id="why-join-title" title={title} subtitle={subtitle} />
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
