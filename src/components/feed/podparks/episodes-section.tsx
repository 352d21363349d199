import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";

import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";
import { podparksPage } from "@/src/data/feeds";

/** Its island, the episodes (the `PodcastEpisodes` feed island), is its child, placed by the page. */
export function EpisodesSection({ children }: { children: ReactNode }) {
  return (
    <Section aria-label="Episodes">
      {children}
      <div className="mt-12 flex justify-center">
        <ButtonLink href={podparksPage.viewAll.href} size="lg">
          {podparksPage.viewAll.label}
          <ArrowUpRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </Section>
  );
}
