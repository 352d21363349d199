import { PageHero } from "@/components/layout/page-hero";
import { ExplanationSection } from "@/components/sections/chairs-award/explanation-section";
import { HistorySection } from "@/components/sections/chairs-award/history-section";
import { chairsAwardCopy } from "@/content/awards/chairs-award";
import { awardsBackLink } from "@/content/awards/programme";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.wupAwardsChairsAward;

export const metadata = pageMetadata(page);

export default function ChairsAwardPage() {
  return (
    <>
      <PageHero {...page.hero} backLink={awardsBackLink} />
      <ExplanationSection heading={chairsAwardCopy.explanation} cards={chairsAwardCopy.cards} />
      <HistorySection />
    </>
  );
}
