import { PageHero } from "@/components/layout/page-hero";
import { MissionSection } from "@/components/sections/who-we-are/mission-section";
import { ReportsSection } from "@/components/sections/who-we-are/reports-section";
import { TimelineSection } from "@/components/sections/who-we-are/timeline-section";
import { milestones, mission, vision } from "@/content/organisation";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.whoWeAre;

export const metadata = pageMetadata(page);

export default function WhoWeArePage() {
  return (
    <>
      <PageHero {...page.hero} />
      <MissionSection statements={[mission, vision]} />
      <TimelineSection milestones={milestones} />
      <ReportsSection />
    </>
  );
}
