import { CardGridSection } from "@/src/components/ui/card-grid-section";
import { committeesCopy } from "@/src/data/committees";
import type { Committee } from "@/content/types";

import { CommitteeCard } from "./committee-card";

/** The six advocacy committees as cards. */
export function CommitteesSection({ committees }: { committees: readonly Committee[] }) {
  return (
    <CardGridSection
      id="committees-heading"
      heading={{ title: committeesCopy.heading, subtitle: committeesCopy.subtitle }}
      columns="md2-lg3"
    >
      {committees.map((committee) => (
        <CommitteeCard key={committee.id} committee={committee} />
      ))}
    </CardGridSection>
  );
}
