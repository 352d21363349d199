import { Icon } from "@/src/components/ui/icon";
import { TwoColumnAbout } from "@/src/components/ui/two-column-about";
import type { SymposiumFact } from "@/src/data/symposium";

type AboutSectionProps = {
  id: string;
  about: { eyebrow: string; title: string; paragraphs: readonly string[] };
  facts: readonly SymposiumFact[];
};

/** When and where, and what the symposium is. */
export function AboutSection({ id, about, facts }: AboutSectionProps) {
  return (
    <TwoColumnAbout id={id} about={about} ratio="1.2">
      <dl className="grid gap-4">
        {facts.map((fact) => (
          <div
            key={fact.label}
            className="relative flex min-h-22 flex-col-reverse justify-center gap-0.5 rounded-card border border-line bg-surface-muted py-5 pr-5 pl-21"
          >
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="text-lg font-semibold text-ink">
              <span className="absolute top-1/2 left-5 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
                <Icon name={fact.icon} className="size-6" />
              </span>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </TwoColumnAbout>
  );
}
