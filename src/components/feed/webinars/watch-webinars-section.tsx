import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";

import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";
import { webinarsPage } from "@/src/data/feeds";

/** Its island, the recordings (the `WebinarRecordings` feed island), is its child, placed by the page. */
export function WatchWebinarsSection({ children }: { children: ReactNode }) {
  return (
    <Section tone="muted" aria-labelledby="watch-webinars">
      <SectionHeading
        id="watch-webinars"
        title={webinarsPage.gridHeading}
        subtitle={webinarsPage.gridSubtitle}
        align="start"
      />
      {children}
      <div className="mt-12 flex justify-center">
        <ButtonLink href={webinarsPage.viewAll.href} size="lg">
          {webinarsPage.viewAll.label}
          <ArrowUpRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </Section>
  );
}
