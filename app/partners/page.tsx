import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.partners;

export const metadata = pageMetadata(page);

export default function PartnersPage() {
  return <PageHero {...page.hero} />;
}
