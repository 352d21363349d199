import { Section } from "@/src/components/ui/section";
import type { PastEdition } from "@/src/data/parks-week";

type PastEditionsSectionProps = {
  id: string;
  intro: { eyebrow: string; title: string };
  editions: readonly PastEdition[];
};

/** Earlier editions with their dates and themes, newest first. */
export function PastEditionsSection({ id, intro, editions }: PastEditionsSectionProps) {
  return (
    <Section id={id} heading={{ id: `${id}-title`, ...intro }}>
      <ol className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {editions.map((edition) => (
          <li key={edition.year} className="rounded-card border border-line bg-surface p-5">
            <p className="text-2xl font-extrabold text-brand-800">{edition.year}</p>
            <p className="text-sm font-semibold text-muted">{edition.dates}</p>
            {edition.theme && <p className="mt-2 text-ink">Theme: {edition.theme}</p>}
            {edition.note && <p className="mt-2 text-ink">{edition.note}</p>}
          </li>
        ))}
      </ol>
    </Section>
  );
}
