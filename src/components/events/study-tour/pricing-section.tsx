import { Check } from "lucide-react";

import { ButtonLink } from "@/src/components/ui/button";
import { Card, CardBody } from "@/src/components/ui/card";
import { Section } from "@/src/components/ui/section";
import type { StudyTourPrice } from "@/content/types";

type PricingSectionProps = {
  id: string;
  intro: {
    eyebrow: string;
    title: string;
    subtitle: string;
    perPerson: string;
    includesLabel: (placeName: string) => string;
    registerLabel: (placeName: string) => string;
  };
  prices: readonly StudyTourPrice[];
};

/** "€170": a whole price in its currency. */
const formatPrice = ({ amount, currency }: StudyTourPrice) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);

/** The places on offer (two early bird options), each registering on its external page in a new tab. */
export function PricingSection({ id, intro, prices }: PricingSectionProps) {
  return (
    <Section
      id={id}
      heading={{ id: `${id}-title`, eyebrow: intro.eyebrow, title: intro.title, subtitle: intro.subtitle }}
    >
      <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {prices.map((price) => (
          <li key={price.name} className="flex">
            <Card className="w-full">
              <CardBody className="gap-5 p-8">
                <div>
                  <h3 className="text-xl font-bold text-ink">{price.name}</h3>
                  <p className="mt-1 text-muted">{price.audience}</p>
                </div>
                <p className="flex items-baseline gap-2">
                  <span className="text-5xl font-extrabold tracking-tight text-brand-800">
                    {formatPrice(price)}
                  </span>
                  <span className="text-muted">{intro.perPerson}</span>
                </p>
                <ul aria-label={intro.includesLabel(price.name)} className="flex flex-1 flex-col gap-2.5">
                  {price.includes.map((item) => (
                    <li key={item} className="flex gap-2.5">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
                <ButtonLink href={price.registration.href} size="lg" wrap className="w-full">
                  {intro.registerLabel(price.name)}
                </ButtonLink>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
