import { Section } from "@/src/components/ui/section";
import type { organisationPlansIntro } from "@/src/data/membership";
import { formatPrice } from "@/lib/pricing";
import type { BudgetTier } from "@/content/types";

import { PlanComparison } from "./plan-comparison";

type OrganisationPlansSectionProps = {
  id: string;
  intro: typeof organisationPlansIntro;
  tiers: readonly BudgetTier[];
};

/** The four budget tiers in NZD; each button opens the organisational page with that tier chosen. */
export function OrganisationPlansSection({ id, intro, tiers }: OrganisationPlansSectionProps) {
  return (
    <Section
      id={id}
      heading={{ id: `${id}-title`, eyebrow: intro.eyebrow, title: intro.title, subtitle: intro.subtitle }}
    >
      <div className="mx-auto max-w-3xl">
        <PlanComparison
          caption={intro.caption}
          columns={intro.columns}
          actionLabel={intro.action}
          rows={tiers.map((tier) => ({
            id: tier.id,
            name: tier.label,
            price: formatPrice(tier.price.nzd, "nzd"),
            period: "per year",
            href: `${intro.href}?budget=${tier.id}&currency=nzd`,
            actionHint: `for an operating budget of ${tier.label.toLowerCase()}`,
          }))}
        />
      </div>
    </Section>
  );
}
