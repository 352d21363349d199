import { Section } from "@/src/components/ui/section";
import type { StudyTourPartner } from "@/content/types";

import { PartnerMark } from "./partner-mark";

type PartnersSectionProps = {
  id: string;
  intro: { eyebrow: string; title: string; subtitle: string };
  partners: readonly StudyTourPartner[];
};

/** Partner text logos: a drawn mark and the partner's name and role. */
export function PartnersSection({ id, intro, partners }: PartnersSectionProps) {
  return (
    <Section id={id} tone="muted" heading={{ id: `${id}-title`, ...intro }}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {partners.map((partner) => (
          <li
            key={partner.name}
            className="flex items-center gap-4 rounded-card border border-line bg-surface p-5 shadow-card"
          >
            <PartnerMark shape={partner.shape} />
            <div>
              <p className="text-lg leading-tight font-bold tracking-tight text-ink">{partner.name}</p>
              <p className="text-sm text-muted">{partner.role}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
