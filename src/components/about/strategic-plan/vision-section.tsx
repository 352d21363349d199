import { Compass, Target } from "lucide-react";

import { Section } from "@/src/components/ui/section";
import { strategicPlan } from "@/src/data/organisation";

const blocks = [
  { heading: strategicPlan.visionHeading, text: strategicPlan.vision, Icon: Compass },
  { heading: strategicPlan.ambitionHeading, text: strategicPlan.ambition, Icon: Target },
] as const;

/** The plan's vision and its ambition for 2030. */
export function VisionSection() {
  return (
    <Section aria-label={`Plan ${strategicPlan.period}: vision and ambition`}>
      <div className="grid gap-6 md:grid-cols-2">
        {blocks.map(({ heading, text, Icon }) => (
          <article
            key={heading}
            className="flex flex-col gap-4 rounded-card border border-line bg-surface p-8 shadow-card"
          >
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h2 className="text-2xl font-bold text-ink">{heading}</h2>
            <p className="text-lg leading-relaxed text-muted">{text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}
