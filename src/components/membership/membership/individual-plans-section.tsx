import { Section } from "@/src/components/ui/section";
import { SmartLink } from "@/src/components/ui/smart-link";
import type { individualPlansIntro } from "@/src/data/membership";
import { formatPrice } from "@/lib/pricing";
import type { Plan } from "@/content/types";

import { PlanComparison } from "./plan-comparison";

type IndividualPlansSectionProps = {
  id: string;
  intro: typeof individualPlansIntro;
  plans: readonly Plan[];
};

/** The six individual plans in NZD, each registering on its own external page. */
export function IndividualPlansSection({ id, intro, plans }: IndividualPlansSectionProps) {
  return (
    <Section
      id={id}
      tone="muted"
      heading={{ id: `${id}-title`, eyebrow: intro.eyebrow, title: intro.title, subtitle: intro.subtitle }}
    >
      <PlanComparison
        caption={intro.caption}
        columns={intro.columns}
        actionLabel={intro.action}
        popularLabel={intro.popular}
        rows={plans.map((plan) => ({
          id: plan.id,
          name: plan.name,
          description: plan.description,
          price: formatPrice(plan.price.nzd, "nzd"),
          period: plan.duration,
          isPopular: plan.popular,
          href: plan.registration.href,
          actionHint: `for the ${plan.name} plan`,
        }))}
      />
      <p className="mt-6 text-center">
        <SmartLink
          href={intro.allPlans.href}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
        >
          {intro.allPlans.label}
        </SmartLink>
      </p>
    </Section>
  );
}
