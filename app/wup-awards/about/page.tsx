import { PageHero } from "@/components/layout/page-hero";
import { CategoriesSection } from "@/components/sections/awards-about/categories-section";
import { ProgrammeSection } from "@/components/sections/awards-about/programme-section";
import { RegionsSection } from "@/components/sections/awards-about/regions-section";
import { VisionMissionSection } from "@/components/sections/awards-about/vision-mission-section";
import {
  awardCategories,
  awardsBackLink,
  awardCategoryInfo,
  awardRegionInfo,
  awardRegions,
  awardsAbout,
} from "@/content/awards/programme";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.wupAwardsAbout;

export const metadata = pageMetadata(page);

export default function WupAwardsAboutPage() {
  return (
    <>
      <PageHero {...page.hero} backLink={awardsBackLink} />
      <VisionMissionSection
        label={awardsAbout.statementsLabel}
        vision={awardsAbout.vision}
        mission={awardsAbout.mission}
      />
      <ProgrammeSection programme={awardsAbout.programme} />
      <CategoriesSection
        heading={awardsAbout.categoriesHeading}
        categories={awardCategories.map((category) => awardCategoryInfo[category])}
      />
      <RegionsSection
        heading={awardsAbout.regionsHeading}
        regions={awardRegions.map((region) => awardRegionInfo[region])}
      />
    </>
  );
}
