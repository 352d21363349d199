import { CardGridSection } from "@/src/components/ui/card-grid-section";
import { IconCard } from "@/src/components/ui/icon-card";
import type { ActivityGroup } from "@/src/data/parks-week";

type ActivitiesSectionProps = {
  id: string;
  intro: { eyebrow: string; title: string; subtitle: string };
  groups: readonly ActivityGroup[];
};

/** The six activity groups, each with example activities. */
export function ActivitiesSection({ id, intro, groups }: ActivitiesSectionProps) {
  return (
    <CardGridSection id={`${id}-title`} sectionId={id} tone="muted" heading={intro} columns="sm2-lg3">
      {groups.map((group) => (
        <IconCard key={group.title} icon={group.icon} title={group.title} text={group.description}>
          <ul aria-label={`${group.title} ideas`} className="mt-1 flex flex-col gap-1.5 text-sm text-ink">
            {group.examples.map((example) => (
              <li key={example} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                {example}
              </li>
            ))}
          </ul>
        </IconCard>
      ))}
    </CardGridSection>
  );
}
