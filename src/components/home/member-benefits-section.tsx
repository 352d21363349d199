import { ArrowRight } from "lucide-react";

import { Card, CardBody, CardText, CardTitle, IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";
import { SmartLink } from "@/src/components/ui/smart-link";
import type { BenefitCard } from "@/content/types";

type MemberBenefitsSectionProps = {
  title: string;
  subtitle: string;
  cards: readonly (BenefitCard & { link: string; linkText: string })[];
};

/** 'Exclusive Member Benefits': four cards, each with its own kind of link (external, hash, internal). */
export function MemberBenefitsSection({ title, subtitle, cards }: MemberBenefitsSectionProps) {
  return (
    <Section tone="muted" aria-labelledby="member-benefits-title">
      <SectionHeading id="member-benefits-title" title={title} subtitle={subtitle} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title} className="flex">
            <Card className="w-full">
              <CardBody>
                <IconTile className="bg-accent-100 text-accent-900">
                  <Icon name={card.icon} />
                </IconTile>
                <CardTitle>{card.title}</CardTitle>
                <CardText>{card.description}</CardText>
                <SmartLink
                  href={card.link}
                  className="mt-auto inline-flex items-center gap-2 self-start rounded font-semibold text-brand-800 hover:text-brand-950 hover:underline"
                >
                  {card.linkText}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </SmartLink>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
