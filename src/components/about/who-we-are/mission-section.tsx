import { IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { whoWeAreCopy, type Statement } from "@/src/data/organisation";

type MissionSectionProps = { statements: readonly Statement[] };

/** Who we are in a paragraph, then the mission and vision side by side. */
export function MissionSection({ statements }: MissionSectionProps) {
  return (
    <Section
      heading={{ id: "intro-heading", title: whoWeAreCopy.introHeading, subtitle: whoWeAreCopy.intro }}
    >
      <div className="grid gap-6 md:grid-cols-2">
        {statements.map((statement) => (
          <article
            key={statement.title}
            className="flex flex-col gap-4 rounded-card border border-line bg-surface p-8 shadow-card"
          >
            <IconTile>
              <Icon name={statement.icon} />
            </IconTile>
            <h3 className="text-2xl font-bold text-ink">{statement.title}</h3>
            <p className="text-lg leading-relaxed text-muted">{statement.text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}
