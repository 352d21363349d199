import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import type { PlanEntry } from "@/content/plans";

import { PlanCard } from "./plan-card";

type PlanGroupSectionProps = {
  group: { id: string; title: string; description: string; plans: readonly PlanEntry[] };
  registerHref: string;
  labels: { register: string; popular: string };
  organisationLink: { label: string; href: string };
  tone?: "plain" | "muted";
};

/** One group of plans (Individual, Supporter or Organizational) as a row of cards. */
export function PlanGroupSection({
  group,
  registerHref,
  labels,
  organisationLink,
  tone,
}: PlanGroupSectionProps) {
  const headingId = `${group.id}-title`;
  return (
    <Section id={group.id} tone={tone} aria-labelledby={headingId} className="py-12 sm:py-16">
      <SectionHeading id={headingId} title={group.title} subtitle={group.description} align="start" />
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {group.plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              registerHref={registerHref}
              labels={labels}
              extraLink={plan.category === "organization" ? organisationLink : undefined}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
