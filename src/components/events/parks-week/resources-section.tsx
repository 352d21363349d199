import { Button } from "@/src/components/ui/button";
import { Icon } from "@/src/components/ui/icon";
import { CardGridSection } from "@/src/components/ui/card-grid-section";
import { IconCard } from "@/src/components/ui/icon-card";
import type { ParksWeekResource } from "@/src/data/parks-week";

type ResourcesSectionProps = {
  id: string;
  intro: { eyebrow: string; title: string; subtitle: string; status: string };
  resources: readonly ParksWeekResource[];
};

/** The organisers' toolkit: not available yet, so each item is disabled and marked Coming Soon. */
export function ResourcesSection({ id, intro, resources }: ResourcesSectionProps) {
  return (
    <CardGridSection
      id={`${id}-title`}
      sectionId={id}
      tone="muted"
      heading={{ eyebrow: intro.eyebrow, title: intro.title, subtitle: intro.subtitle }}
      columns="md3"
    >
      {resources.map((resource) => (
        <IconCard
          key={resource.title}
          icon={resource.icon}
          tileClassName="bg-surface-muted text-muted"
          title={resource.title}
          text={resource.description}
          textClassName="flex-1"
        >
          <Button
            variant="outline"
            disabled
            aria-disabled="true"
            aria-label={`${intro.status}: ${resource.title}`}
            className="w-full"
          >
            <Icon name="lock" />
            {intro.status}
          </Button>
        </IconCard>
      ))}
    </CardGridSection>
  );
}
