import { Info } from "lucide-react";

import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";

type ImportantNotesSectionProps = {
  notes: { id: string; title: string; items: readonly string[]; contact: { label: string; href: string } };
  register: { label: string; href: string; hint: string };
};

/** The rules behind the prices, then the call to register. */
export function ImportantNotesSection({ notes, register }: ImportantNotesSectionProps) {
  return (
    <Section id={notes.id} tone="muted" aria-labelledby={`${notes.id}-title`}>
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={`${notes.id}-title`} title={notes.title} align="start" className="mb-6 sm:mb-8" />
        <ul className="flex flex-col gap-3">
          {notes.items.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed">
              <Info aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={register.href} size="lg">
            {register.label}
            <span className="sr-only"> {register.hint}</span>
          </ButtonLink>
          <ButtonLink href={notes.contact.href} variant="outline" size="lg">
            {notes.contact.label}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
