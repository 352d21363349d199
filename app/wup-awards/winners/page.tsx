import { PageHero } from "@/components/layout/page-hero";
import { WinnersSection } from "@/components/sections/winners/winners-section";
import { awardsBackLink } from "@/content/awards/programme";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.wupAwardsWinners;

export const metadata = pageMetadata(page);

export default function WupAwardsWinnersPage() {
  return (
    <>
      <PageHero {...page.hero} backLink={awardsBackLink} />
      <WinnersSection />
    </>
  );
}
