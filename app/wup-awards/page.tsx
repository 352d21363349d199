import { PageHero } from "@/components/layout/page-hero";
import { AwardsIntroSection } from "@/components/sections/awards-hub/awards-intro-section";
import { AwardsLinksSection } from "@/components/sections/awards-hub/awards-links-section";
import { awardsHub, awardsHubStats } from "@/content/awards/programme";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.wupAwards;

export const metadata = pageMetadata(page);

export default function WupAwardsPage() {
  return (
    <>
      <PageHero {...page.hero} />
      <AwardsIntroSection intro={awardsHub.intro} stats={awardsHubStats} />
      <AwardsLinksSection heading={awardsHub.cardsHeading} cards={awardsHub.cards} />
    </>
  );
}
