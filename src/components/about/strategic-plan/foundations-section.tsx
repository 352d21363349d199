import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";
import { strategicPlan } from "@/src/data/organisation";

/** Where the plan comes from (the 2018-2023 directions) and how members can help. */
export function FoundationsSection() {
  return (
    <Section aria-labelledby="previous-plan-heading">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col items-start gap-4 rounded-card border border-line p-8">
          <h2 id="previous-plan-heading" className="text-2xl font-bold text-ink">
            {strategicPlan.previousHeading}
          </h2>
          <p className="leading-relaxed text-muted">{strategicPlan.previousText}</p>
          <ButtonLink href={strategicPlan.previousLink.href} variant="outline" wrap>
            {strategicPlan.previousLink.label}
          </ButtonLink>
        </div>
        <div className="flex flex-col items-start gap-4 rounded-card bg-brand-900 p-8 text-white">
          <h2 className="text-2xl font-bold">{strategicPlan.ctaHeading}</h2>
          <p className="leading-relaxed text-brand-100">{strategicPlan.ctaText}</p>
          <ButtonLink href={strategicPlan.ctaLink.href} variant="accent">
            {strategicPlan.ctaLink.label}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
