import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";

type ProgrammeSectionProps = { programme: { title: string; paragraphs: readonly string[] } };

/** How nominations, judging and the ceremony work. */
export function ProgrammeSection({ programme }: ProgrammeSectionProps) {
  return (
    <Section tone="muted" aria-labelledby="awards-programme-title">
      <SectionHeading id="awards-programme-title" title={programme.title} />
      <div className="mx-auto grid max-w-3xl gap-4 text-lg leading-relaxed text-muted">
        {programme.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
