import { IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { governanceCopy, type Principle } from "@/src/data/governance";

/** Transparency, Excellence, Diversity, Accountability. */
export function PrinciplesSection({ principles }: { principles: readonly Principle[] }) {
  return (
    <Section
      tone="muted"
      heading={{
        id: "principles-heading",
        title: governanceCopy.principlesHeading,
        subtitle: governanceCopy.principlesSubtitle,
      }}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {principles.map((principle) => (
          <li key={principle.title} className="flex flex-col gap-3 rounded-card bg-surface p-6 shadow-card">
            <IconTile>
              <Icon name={principle.icon} />
            </IconTile>
            <h3 className="text-lg font-semibold text-ink">{principle.title}</h3>
            <p className="leading-relaxed text-muted">{principle.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
