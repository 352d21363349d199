import { CardGridSection } from "@/src/components/ui/card-grid-section";
import { IconCard } from "@/src/components/ui/icon-card";
import type { partnersPage } from "@/src/data/partners";

type BecomePartnerSectionProps = {
  ways: (typeof partnersPage)["ways"];
  steps: (typeof partnersPage)["steps"];
};

/** How to become a partner: the ways organisations work with us, then the three steps. */
export function BecomePartnerSection({ ways, steps }: BecomePartnerSectionProps) {
  return (
    <CardGridSection
      id="become-partner-title"
      tone="muted"
      heading={ways}
      columns="sm2-lg4"
      after={
        <div className="mx-auto mt-14 max-w-3xl">
          <h3 className="text-center text-2xl font-bold tracking-tight">{steps.title}</h3>
          <ol className="mt-8 grid gap-4">
            {steps.items.map((step, index) => (
              <li
                key={step}
                className="flex items-start gap-4 rounded-card border border-line bg-surface p-5"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <p className="pt-1 leading-relaxed text-ink">{step}</p>
              </li>
            ))}
          </ol>
        </div>
      }
    >
      {ways.items.map((way) => (
        <IconCard key={way.title} icon={way.icon} title={way.title} text={way.description} />
      ))}
    </CardGridSection>
  );
}
