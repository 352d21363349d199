import { Section } from "@/src/components/ui/section";
import { partnersOfKind, type Partner } from "@/src/data/partners";
import { partnerKinds, type PartnerKind } from "@/content/types";

import { PartnerCard } from "./partner-card";

type PartnersListSectionProps = {
  title: string;
  subtitle: string;
  groupTitles: Record<PartnerKind, string>;
  partners: readonly Partner[];
};

/** The partners, grouped by the kind of work done together, each group with its count. */
export function PartnersListSection({ title, subtitle, groupTitles, partners }: PartnersListSectionProps) {
  return (
    <Section heading={{ id: "partners-title", title, subtitle }}>
      <div className="grid gap-12">
        {partnerKinds.map((kind) => {
          const group = partnersOfKind(partners, kind);
          return (
            <section key={kind} aria-labelledby={`partners-${kind}`}>
              <h3
                id={`partners-${kind}`}
                className="flex items-center gap-3 text-xl font-bold tracking-tight"
              >
                {groupTitles[kind]}
                <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
                  {group.length}
                </span>
              </h3>
              <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {group.map((partner) => (
                  <li key={partner.name} className="flex">
                    <PartnerCard partner={partner} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Section>
  );
}
