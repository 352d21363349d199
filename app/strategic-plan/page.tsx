import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.strategicPlan;

export const metadata = pageMetadata(page);

export default function StrategicPlanPage() {
  return <PageHero {...page.hero} />;
}
