import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.regions;

export const metadata = pageMetadata(page);

export default function RegionsPage() {
  return <PageHero {...page.hero} />;
}
