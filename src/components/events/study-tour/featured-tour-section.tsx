import type { ReactNode } from "react";

import { Badge } from "@/src/components/ui/badge";
import { ButtonLink } from "@/src/components/ui/button";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { When } from "@/src/components/ui/when";
import type { EventFact } from "@/src/data/study-tour";
import type { EventDates } from "@/lib/as-of";

type FeaturedTourSectionProps = {
  id: string;
  tour: {
    eyebrow: string;
    title: string;
    summary: string;
    facts: readonly EventFact[];
  };
  /** The tour's days, for the facts that hold only in some of its states. */
  dates: EventDates;
  /** The way to the prices, while there are places to buy (FeaturedTourAction). */
  children?: ReactNode;
};

type Cta = { label: string; hint: string; href: string };

/** 'Register Now', scrolling to the prices. */
export function FeaturedTourAction({ cta }: { cta: Cta }) {
  return (
    <ButtonLink href={cta.href} variant="accent" size="lg" className="mt-8">
      {cta.label}
      <span className="sr-only"> {cta.hint}</span>
    </ButtonLink>
  );
}

/** The featured tour ('Study Tour France 2025') with its key facts and the action the page gives it. */
const factStyles =
  "relative flex flex-col-reverse gap-1 rounded-card bg-white/10 py-5 pr-5 pl-15 ring-1 ring-white/15";

export function FeaturedTourSection({ id, tour, dates, children }: FeaturedTourSectionProps) {
  return (
    <Section id={id} tone="brand" aria-labelledby={`${id}-title`}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-center">
        <div>
          <Badge tone="registration">{tour.eyebrow}</Badge>
          <h2 id={`${id}-title`} className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
            {tour.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{tour.summary}</p>
          {children}
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          {tour.facts.map((fact) => {
            const content = (
              <>
                <dt className="text-sm text-brand-100">{fact.label}</dt>
                <dd className="text-lg font-semibold">
                  <Icon name={fact.icon} className="absolute top-5.5 left-5 size-6 text-accent-300" />
                  {fact.value}
                </dd>
              </>
            );
            return fact.phases ? (
              <When key={fact.label} dates={dates} phases={fact.phases} className={factStyles}>
                {content}
              </When>
            ) : (
              <div key={fact.label} className={factStyles}>
                {content}
              </div>
            );
          })}
        </dl>
      </div>
    </Section>
  );
}
