import { PageHero } from "@/components/layout/page-hero";
import { CommitteesSection } from "@/components/sections/committees/committees-section";
import { JoinCommitteeSection } from "@/components/sections/committees/join-committee-section";
import { committees, committeesCopy } from "@/content/committees";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.committees;

export const metadata = pageMetadata(page);

export default function CommitteesPage() {
  return (
    <>
      <PageHero {...page.hero} backLink={committeesCopy.backLink} />
      <CommitteesSection committees={committees} />
      <JoinCommitteeSection />
    </>
  );
}
