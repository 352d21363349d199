import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.whoWeAre;

export const metadata = pageMetadata(page);

export default function WhoWeArePage() {
  return <PageHero {...page.hero} />;
}
