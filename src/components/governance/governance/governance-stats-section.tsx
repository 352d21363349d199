import type { ReactNode } from "react";

import { Section } from "@/src/components/ui/section";

type GovernanceStatsSectionProps = { label: string; children: ReactNode };

/** Counters in a dark band under the hero; the counters (`StatGrid isInverse`) are its child. */
export function GovernanceStatsSection({ label, children }: GovernanceStatsSectionProps) {
  return (
    <Section tone="brand" aria-label={label} className="py-12 sm:py-14">
      {children}
    </Section>
  );
}
