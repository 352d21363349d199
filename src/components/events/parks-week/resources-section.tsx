import { Button } from "@/src/components/ui/button";
import { Card, CardBody, CardText, CardTitle, IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";
import type { ParksWeekResource } from "@/content/parks-week";

type ResourcesSectionProps = {
  id: string;
  intro: { eyebrow: string; title: string; subtitle: string; status: string };
  resources: readonly ParksWeekResource[];
};

/** The organisers' toolkit: not available yet, so each item is disabled and marked Coming Soon. */
export function ResourcesSection({ id, intro, resources }: ResourcesSectionProps) {
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`}>
      <SectionHeading
        id={`${id}-title`}
        eyebrow={intro.eyebrow}
        title={intro.title}
        subtitle={intro.subtitle}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {resources.map((resource) => (
          <li key={resource.title} className="flex">
            <Card className="w-full">
              <CardBody>
                <IconTile className="bg-surface-muted text-muted">
                  <Icon name={resource.icon} />
                </IconTile>
                <CardTitle>{resource.title}</CardTitle>
                <CardText className="flex-1">{resource.description}</CardText>
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
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
