import { Section } from "@/src/components/ui/section";
import type { Plan } from "@/content/types";
import { cn } from "@/lib/utils";

import { PlanCard } from "./plan-card";

type PlanGroupSectionProps = {
  group: { id: string; title: string; description: string; plans: readonly Plan[] };
  registerHref: string;
  labels: { register: string; popular: string };
  organisationLink: { label: string; href: string };
  tone?: "plain" | "muted";
};

/**
 * One group of plans (Individual, Supporter or Organizational) as a row of cards. A short group
 * fills its row: two plans share it, a plan alone takes it whole in its wide layout.
 */
export function PlanGroupSection({
  group,
  registerHref,
  labels,
  organisationLink,
  tone,
}: PlanGroupSectionProps) {
  const headingId = `${group.id}-title`;
  return (
    <Section
      id={group.id}
      tone={tone}
      className="py-12 sm:py-16"
      heading={{ id: headingId, title: group.title, subtitle: group.description, align: "start" }}
    >
      <ul
        className={cn(
          "grid gap-6",
          group.plans.length >= 4 && "md:grid-cols-2 xl:grid-cols-4",
          group.plans.length === 3 && "md:grid-cols-3",
          group.plans.length === 2 && "md:grid-cols-2",
        )}
      >
        {group.plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              registerHref={registerHref}
              labels={labels}
              extraLink={plan.category === "organization" ? organisationLink : undefined}
              layout={group.plans.length === 1 ? "wide" : "stacked"}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
