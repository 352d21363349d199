import { ArrowUpRight } from "lucide-react";

import { WebinarRecordings } from "@/components/feed/webinar-feed";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { webinarsPage } from "@/content/feeds";

export function WatchWebinarsSection() {
  return (
    <Section tone="muted" aria-labelledby="watch-webinars">
      <SectionHeading
        id="watch-webinars"
        title={webinarsPage.gridHeading}
        subtitle={webinarsPage.gridSubtitle}
        align="start"
      />
      <WebinarRecordings />
      <div className="mt-12 flex justify-center">
        <ButtonLink href={webinarsPage.viewAll.href} size="lg">
          {webinarsPage.viewAll.label}
          <ArrowUpRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </Section>
  );
}
