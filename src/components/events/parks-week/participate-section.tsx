import { IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import type { ParticipationPath } from "@/src/data/parks-week";

type ParticipateSectionProps = {
  id: string;
  intro: { eyebrow: string; title: string };
  paths: readonly ParticipationPath[];
};

/** How cities and organisations, and individuals, can take part. */
export function ParticipateSection({ id, intro, paths }: ParticipateSectionProps) {
  return (
    <Section id={id} heading={{ id: `${id}-title`, ...intro }}>
      <div className="grid gap-6 md:grid-cols-2">
        {paths.map((path) => (
          <article
            key={path.audience}
            className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
          >
            <div className="flex items-center gap-4">
              <IconTile>
                <Icon name={path.icon} />
              </IconTile>
              <h3 className="text-xl font-bold text-ink">{path.audience}</h3>
            </div>
            <p className="mt-4 leading-relaxed text-muted">{path.intro}</p>
            <ol className="mt-5 flex flex-col gap-3">
              {path.steps.map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </Section>
  );
}
