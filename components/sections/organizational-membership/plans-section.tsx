import { Scale } from "lucide-react";

import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import type { OrganisationTypeEntry, organisationPlansIntro } from "@/content/organizational-membership";
import { currencyOptions, PRICE_NOTE } from "@/content/plans";
import type { BudgetTier } from "@/content/types";

import { OrganisationPlanSelector } from "./organisation-plan-selector";

type PlansSectionProps = {
  id: string;
  intro: typeof organisationPlansIntro;
  tiers: readonly BudgetTier[];
  types: readonly OrganisationTypeEntry[];
};

/** Budget and currency selectors, the five organisation types and the fee for the selection. */
export function PlansSection({ id, intro, tiers, types }: PlansSectionProps) {
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`}>
      <SectionHeading
        id={`${id}-title`}
        eyebrow={intro.eyebrow}
        title={intro.title}
        subtitle={intro.subtitle}
      />
      <OrganisationPlanSelector
        tiers={tiers}
        types={types}
        currencies={currencyOptions}
        priceNote={PRICE_NOTE}
      />
      <p className="mx-auto mt-10 flex max-w-3xl gap-3 rounded-card border border-line bg-surface p-5 leading-relaxed text-ink">
        <Scale aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>{intro.boardNote}</span>
      </p>
    </Section>
  );
}
