import { ArrowUpRight } from "lucide-react";

import { PodcastEpisodes } from "@/components/feed/podcast-feed";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { podparksPage } from "@/content/feeds";

export function EpisodesSection() {
  return (
    <Section aria-label="Episodes">
      <PodcastEpisodes />
      <div className="mt-12 flex justify-center">
        <ButtonLink href={podparksPage.viewAll.href} size="lg">
          {podparksPage.viewAll.label}
          <ArrowUpRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </Section>
  );
}
