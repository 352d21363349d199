import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";
import { podparksPage } from "@/src/data/feeds";
import { officeMailto } from "@/src/data/site";

export function AboutPodparksSection() {
  const { about } = podparksPage;
  return (
    <Section tone="muted" aria-labelledby="about-podparks">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div>
          <SectionHeading id="about-podparks" title={about.heading} align="start" spacing="compact" />
          <div className="flex flex-col gap-4 text-lg leading-relaxed text-muted">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <a
            href={officeMailto("PodParks story idea")}
            className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            Suggest a story for PodParks
          </a>
        </div>
        <dl className="grid gap-4 rounded-card border border-line bg-surface p-6 shadow-card">
          {about.facts.map((fact) => (
            <div
              key={fact.label}
              className="flex items-baseline justify-between gap-4 border-b border-line pb-3 last:border-0 last:pb-0"
            >
              <dt className="text-muted">{fact.label}</dt>
              <dd className="font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
