import { PageHero } from "@/components/layout/page-hero";
import { JudgesSection } from "@/components/sections/judges/judges-section";
import { awardsBackLink } from "@/content/awards/programme";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.wupAwardsJudges;

export const metadata = pageMetadata(page);

export default function WupAwardsJudgesPage() {
  return (
    <>
      <PageHero {...page.hero} backLink={awardsBackLink} />
      <JudgesSection />
    </>
  );
}
