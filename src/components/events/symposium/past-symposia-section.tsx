import { Section } from "@/src/components/ui/section";
import type { PastSymposium } from "@/src/data/symposium";

type PastSymposiaSectionProps = {
  id: string;
  intro: { eyebrow: string; title: string };
  editions: readonly PastSymposium[];
};

/** The earlier symposia, with their venues and themes (nothing when there is none). */
export function PastSymposiaSection({ id, intro, editions }: PastSymposiaSectionProps) {
  if (editions.length === 0) return null;
  return (
    <Section id={id} heading={{ id: `${id}-title`, ...intro }}>
      <ol className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {editions.map((edition) => (
          <li key={edition.year} className="rounded-card border border-line bg-surface p-6 shadow-card">
            <p className="text-3xl font-extrabold text-brand-800">{edition.year}</p>
            <p className="mt-1 text-sm font-semibold text-muted">
              {edition.dates}
              {` · ${edition.venue}`}
            </p>
            {edition.theme && <p className="mt-3 text-lg leading-snug text-ink">{edition.theme}</p>}
          </li>
        ))}
      </ol>
    </Section>
  );
}
