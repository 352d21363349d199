import { PageHero } from "@/components/layout/page-hero";
import { BodiesSection } from "@/components/sections/governance/bodies-section";
import { DocumentsSection } from "@/components/sections/governance/documents-section";
import { GovernanceStatsSection } from "@/components/sections/governance/governance-stats-section";
import { PrinciplesSection } from "@/components/sections/governance/principles-section";
import {
  governanceBodies,
  governanceCopy,
  governancePrinciples,
  governanceStats,
} from "@/content/governance";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.governance;

export const metadata = pageMetadata(page);

export default function GovernancePage() {
  return (
    <>
      <PageHero {...page.hero} />
      <GovernanceStatsSection stats={governanceStats} label={governanceCopy.statsLabel} />
      <BodiesSection bodies={governanceBodies} />
      <PrinciplesSection principles={governancePrinciples} />
      <DocumentsSection />
    </>
  );
}
