import { CardGridSection } from "@/src/components/ui/card-grid-section";
import { IconCard } from "@/src/components/ui/icon-card";
import { When } from "@/src/components/ui/when";
import type { BenefitCard } from "@/content/types";
import { AHEAD, type EventDates } from "@/lib/as-of";

type HighlightsSectionProps = {
  id: string;
  /** The heading before and during the symposium, and once it is held. */
  intro: { eyebrow: string; title: string; heldTitle: string };
  dates: EventDates;
  highlights: readonly BenefitCard[];
};

/** Keynote speakers, concurrent sessions and the awards ceremony. */
export function HighlightsSection({ id, intro, dates, highlights }: HighlightsSectionProps) {
  const title = (
    <>
      <When dates={dates} phases={[...AHEAD, "on"]} as="span">
        {intro.title}
      </When>
      <When dates={dates} phases={["past"]} as="span">
        {intro.heldTitle}
      </When>
    </>
  );
  return (
    <CardGridSection
      id={`${id}-title`}
      sectionId={id}
      tone="muted"
      heading={{ eyebrow: intro.eyebrow, title }}
      columns="md3"
    >
      {highlights.map((highlight) => (
        <IconCard
          key={highlight.title}
          icon={highlight.icon}
          title={highlight.title}
          text={highlight.description}
        />
      ))}
    </CardGridSection>
  );
}
