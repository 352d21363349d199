import { PageHero } from "@/components/layout/page-hero";
import { JudgesSection } from "@/components/sections/judges/judges-section";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.wupAwardsJudges;

export const metadata = pageMetadata(page);

export default function WupAwardsJudgesPage() {
  return (
    <>
      <PageHero {...page.hero} backLink={{ href: "/wup-awards", label: "Back to the Awards" }} />
      <JudgesSection />
    </>
  );
}
