import { Check } from "lucide-react";

import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";

type AboutSectionProps = {
  id: string;
  about: {
    eyebrow: string;
    title: string;
    paragraphs: readonly string[];
    purposesTitle: string;
    purposes: readonly string[];
  };
};

/** What World Parks Week is and what it sets out to do. */
export function AboutSection({ id, about }: AboutSectionProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:items-start">
        <div>
          <SectionHeading id={`${id}-title`} eyebrow={about.eyebrow} title={about.title} align="start" />
          <div className="-mt-4 flex flex-col gap-4 text-lg leading-relaxed text-muted">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="rounded-card bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
          <h3 className="text-lg font-semibold text-ink">{about.purposesTitle}</h3>
          <ul className="mt-4 flex flex-col gap-3">
            {about.purposes.map((purpose) => (
              <li key={purpose} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{purpose}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
