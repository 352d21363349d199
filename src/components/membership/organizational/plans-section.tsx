import { Scale } from "lucide-react";
import type { ReactNode } from "react";

import { Section } from "@/src/components/ui/section";
import type { organisationPlansIntro } from "@/src/data/organizational-membership";

type PlansSectionProps = {
  id: string;
  intro: typeof organisationPlansIntro;
  /** The budget and currency selectors with the plan cards (the `OrganisationPlanSelector` island). */
  children: ReactNode;
};

/** Budget and currency selectors, the five organisation types and the fee for the selection. */
export function PlansSection({ id, intro, children }: PlansSectionProps) {
  return (
    <Section
      id={id}
      tone="muted"
      heading={{ id: `${id}-title`, eyebrow: intro.eyebrow, title: intro.title, subtitle: intro.subtitle }}
    >
      {children}
      <p className="mx-auto mt-10 flex max-w-3xl gap-3 rounded-card border border-line bg-surface p-5 leading-relaxed text-ink">
        <Scale aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>{intro.boardNote}</span>
      </p>
    </Section>
  );
}
