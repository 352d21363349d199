import { PageHero } from "@/components/layout/page-hero";
import { RegionsSection } from "@/components/sections/regions/regions-section";
import { pages } from "@/content/pages";
import { regions, regionsCopy } from "@/content/regions";
import { pageMetadata } from "@/lib/metadata";

const page = pages.regions;

export const metadata = pageMetadata(page);

export default function RegionsPage() {
  return (
    <>
      <PageHero {...page.hero} backLink={regionsCopy.backLink} />
      <RegionsSection regions={regions} />
    </>
  );
}
