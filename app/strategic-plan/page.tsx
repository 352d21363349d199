import { PageHero } from "@/components/layout/page-hero";
import { FoundationsSection } from "@/components/sections/strategic-plan/foundations-section";
import { GoalsSection } from "@/components/sections/strategic-plan/goals-section";
import { VisionSection } from "@/components/sections/strategic-plan/vision-section";
import { strategicGoals } from "@/content/organisation";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.strategicPlan;

export const metadata = pageMetadata(page);

export default function StrategicPlanPage() {
  return (
    <>
      <PageHero {...page.hero} />
      <VisionSection />
      <GoalsSection goals={strategicGoals} />
      <FoundationsSection />
    </>
  );
}
