import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.wupAwards;

export const metadata = pageMetadata(page);

export default function WupAwardsPage() {
  return <PageHero {...page.hero} />;
}
