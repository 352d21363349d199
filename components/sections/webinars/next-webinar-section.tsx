import { NextWebinar } from "@/components/feed/webinar-feed";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { webinarsPage } from "@/content/feeds";

export function NextWebinarSection() {
  return (
    <Section aria-labelledby="next-webinar">
      <SectionHeading
        id="next-webinar"
        title={webinarsPage.nextHeading}
        subtitle={webinarsPage.nextSubtitle}
        align="start"
      />
      <NextWebinar />
    </Section>
  );
}
