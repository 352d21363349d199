import { Card, CardBody, CardText, IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";
import type { partnersPage } from "@/content/partners";

type BecomePartnerSectionProps = {
  ways: (typeof partnersPage)["ways"];
  steps: (typeof partnersPage)["steps"];
};

/** How to become a partner: the ways organisations work with us, then the three steps. */
export function BecomePartnerSection({ ways, steps }: BecomePartnerSectionProps) {
  return (
    <Section tone="muted" aria-labelledby="become-partner-title">
      <SectionHeading id="become-partner-title" title={ways.title} subtitle={ways.subtitle} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {ways.items.map((way) => (
          <li key={way.title} className="flex">
            <Card className="w-full">
              <CardBody>
                <IconTile>
                  <Icon name={way.icon} />
                </IconTile>
                <h3 className="text-lg leading-snug font-semibold text-ink">{way.title}</h3>
                <CardText>{way.description}</CardText>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-14 max-w-3xl">
        <h3 className="text-center text-2xl font-bold tracking-tight">{steps.title}</h3>
        <ol className="mt-8 grid gap-4">
          {steps.items.map((step, index) => (
            <li key={step} className="flex items-start gap-4 rounded-card border border-line bg-surface p-5">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <p className="pt-1 leading-relaxed text-ink">{step}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
