import type { ReactNode } from "react";

import { Section } from "@/src/components/ui/section";
import { podparksPage } from "@/src/data/feeds";

/** The show in numbers (docs/product.md §2); the counters are its child. */
export function PodparksStatsSection({ children }: { children: ReactNode }) {
  return (
    <Section tone="muted" aria-label={podparksPage.statsLabel} className="py-12 sm:py-14">
      {children}
    </Section>
  );
}
