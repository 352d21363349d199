import { Card, CardBody, CardText, IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import type { IconName } from "@/content/types";

type Statement = { title: string; text: string };

type VisionMissionSectionProps = { label: string; vision: Statement; mission: Statement };

/** The programme's vision and mission, side by side. */
export function VisionMissionSection({ label, vision, mission }: VisionMissionSectionProps) {
  const statements: readonly (Statement & { icon: IconName })[] = [
    { ...vision, icon: "eye" },
    { ...mission, icon: "target" },
  ];
  return (
    <Section aria-label={label}>
      <div className="grid gap-6 md:grid-cols-2">
        {statements.map((statement) => (
          <Card key={statement.title}>
            <CardBody className="gap-4 sm:p-8">
              <IconTile>
                <Icon name={statement.icon} />
              </IconTile>
              <h2 className="text-2xl leading-snug font-bold text-ink">{statement.title}</h2>
              <CardText className="text-lg">{statement.text}</CardText>
            </CardBody>
          </Card>
        ))}
      </div>
    </Section>
  );
}
