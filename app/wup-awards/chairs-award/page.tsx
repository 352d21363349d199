import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.wupAwardsChairsAward;

export const metadata = pageMetadata(page);

export default function ChairsAwardPage() {
  return <PageHero {...page.hero} />;
}
