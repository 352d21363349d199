import { PageHero } from "@/components/layout/page-hero";
import { AboutPodparksSection } from "@/components/sections/podparks/about-section";
import { EpisodesSection } from "@/components/sections/podparks/episodes-section";
import { ListenOnButtons } from "@/components/sections/podparks/listen-on-buttons";
import { PodparksStatsSection } from "@/components/sections/podparks/stats-section";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.podparks;

export const metadata = pageMetadata(page);

export default function PodparksPage() {
  return (
    <>
      <PageHero {...page.hero}>
        <ListenOnButtons />
      </PageHero>
      <PodparksStatsSection />
      <EpisodesSection />
      <AboutPodparksSection />
    </>
  );
}
