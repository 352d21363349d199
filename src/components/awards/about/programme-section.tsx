import { Section } from "@/src/components/ui/section";

type ProgrammeSectionProps = { programme: { title: string; paragraphs: readonly string[] } };

/** How nominations, judging and the ceremony work. */
export function ProgrammeSection({ programme }: ProgrammeSectionProps) {
  return (
    <Section tone="muted" heading={{ id: "awards-programme-title", title: programme.title }}>
      <div className="mx-auto grid max-w-3xl gap-4 text-lg leading-relaxed text-muted">
        {programme.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
