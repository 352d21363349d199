import { Card, CardBody, CardText, CardTitle, IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";
import type { ActivityGroup } from "@/content/parks-week";

type ActivitiesSectionProps = {
  id: string;
  intro: { eyebrow: string; title: string; subtitle: string };
  groups: readonly ActivityGroup[];
};

/** The six activity groups, each with example activities. */
export function ActivitiesSection({ id, intro, groups }: ActivitiesSectionProps) {
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <li key={group.title} className="flex">
            <Card className="w-full">
              <CardBody>
                <IconTile>
                  <Icon name={group.icon} />
                </IconTile>
                <CardTitle>{group.title}</CardTitle>
                <CardText>{group.description}</CardText>
                <ul
                  aria-label={`${group.title} ideas`}
                  className="mt-1 flex flex-col gap-1.5 text-sm text-ink"
                >
                  {group.examples.map((example) => (
                    <li key={example} className="flex gap-2">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                      {example}
                    </li>
                  ))}
                </ul>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
