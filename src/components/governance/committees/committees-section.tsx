import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";
import { committeesCopy } from "@/content/committees";
import type { Committee } from "@/content/types";

import { CommitteeCard } from "./committee-card";

/** The six advocacy committees as cards. */
export function CommitteesSection({ committees }: { committees: readonly Committee[] }) {
  return (
    <Section aria-labelledby="committees-heading">
      <SectionHeading
        id="committees-heading"
        title={committeesCopy.heading}
        subtitle={committeesCopy.subtitle}
      />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {committees.map((committee) => (
          <CommitteeCard key={committee.id} committee={committee} />
        ))}
      </ul>
    </Section>
  );
}
