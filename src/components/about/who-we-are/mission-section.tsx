import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { whoWeAreCopy, type Statement } from "@/src/data/organisation";

type MissionSectionProps = { statements: readonly Statement[] };

/**
 * Who we are in a paragraph, then the mission and vision side by side, set as statements in large type on an
 * accent rule rather than as two more cards (docs/decisions/visual-identity.md).
 */
export function MissionSection({ statements }: MissionSectionProps) {
  return (
    <Section
      heading={{ id: "intro-heading", title: whoWeAreCopy.introHeading, subtitle: whoWeAreCopy.intro }}
    >
      <div className="grid gap-10 md:grid-cols-2 md:gap-12">
        {statements.map((statement) => (
          <article key={statement.title} className="border-l-4 border-accent-400 py-2 ps-6 sm:ps-8">
            <h3 className="flex items-center gap-2 text-sm font-semibold tracking-widest text-brand-700 uppercase">
              <Icon name={statement.icon} className="size-4" />
              {statement.title}
            </h3>
            <p className="mt-4 text-xl leading-snug font-semibold text-balance-safe text-ink sm:text-2xl">
              {statement.text}
            </p>
          </article>
        ))}
      </div>
    </Section>
  );
}
