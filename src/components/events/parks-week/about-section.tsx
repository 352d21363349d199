import { Check } from "lucide-react";

import { TwoColumnAbout } from "@/src/components/ui/two-column-about";

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
    <TwoColumnAbout id={id} about={about} ratio="1.3">
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
    </TwoColumnAbout>
  );
}
